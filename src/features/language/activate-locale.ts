/**
 * Switches the interface language: loads that language's catalog (each its own lazy chunk, all
 * precached by the service worker so switching works offline), with the catalogs of the lazily
 * loaded features already in use (feature-catalogs.ts), activates it, and records the choice,
 * which every later API request carries.
 */
import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../../../contract/languages'
import { setLocalePreference } from '../../api/preferences'
import { featureMessagesFor } from './feature-catalogs'

const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  pt: () => import('../../locales/pt/messages.po'),
  tr: () => import('../../locales/tr/messages.po'),
}

/** A language's main catalog with those of the features in use. */
export async function loadLocaleMessages(locale: Locale): Promise<Messages> {
  const [{ messages }, features] = await Promise.all([CATALOGS[locale](), featureMessagesFor(locale)])
  return { ...messages, ...features }
}

export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadLocaleMessages(locale) })
  setLocalePreference(locale)
}
