/**
 * Switches the interface language: loads that language's catalog (each its own lazy chunk, all
 * precached by the service worker so switching works offline), activates it, and records the
 * choice, which every later API request carries.
 */
import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../../../contract/languages'
import { setLocalePreference } from '../../api/preferences'

const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  pt: () => import('../../locales/pt/messages.po'),
  tr: () => import('../../locales/tr/messages.po'),
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await CATALOGS[locale]()
  i18n.loadAndActivate({ locale, messages })
  setLocalePreference(locale)
}
