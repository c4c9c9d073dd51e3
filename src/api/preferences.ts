/**
 * The viewer's interface language and theme: read at start (URL `site_type`, then storage, then
 * the browser), remembered in local storage, and sent with every API request. A small external
 * store so React, the API client and non-React code share one value.
 */
import * as v from 'valibot'
import { LOCALES, type Locale, pickLocale } from '../../contract/languages'
import { DEFAULT_SITE_TYPE, isSiteType, SITE_TYPES, type SiteType } from '../../contract/site-types'
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage'

export type Preferences = { locale: Locale; siteType: SiteType }

const THEME_COLORS: Record<SiteType, string> = { divas: '#0B0A0F', chads: '#090B10' }

function initialPreferences(): Preferences {
  const fromUrl = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('site_type')
  const siteType = isSiteType(fromUrl)
    ? fromUrl
    : (readStored(STORAGE_KEYS.siteType, v.picklist(SITE_TYPES)) ?? DEFAULT_SITE_TYPE)
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language]
  const locale = readStored(STORAGE_KEYS.locale, v.picklist(LOCALES)) ?? pickLocale(browser.filter(Boolean))
  return { locale, siteType }
}

let current: Preferences = initialPreferences()
const listeners = new Set<() => void>()

function update(next: Partial<Preferences>) {
  current = { ...current, ...next }
  for (const listener of listeners) listener()
}

export function getPreferences(): Preferences {
  return current
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Applies the theme to the document (CSS variables switch on `data-theme`). */
export function applySiteType(siteType: SiteType): void {
  if (typeof document === 'undefined') return
  document.documentElement.dataset.theme = siteType
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[siteType])
}

export function setSiteType(siteType: SiteType): void {
  writeStored(STORAGE_KEYS.siteType, siteType)
  applySiteType(siteType)
  if (siteType !== current.siteType) update({ siteType })
}

/** Records the locale; callers load its catalog first (see app/i18n). */
export function setLocalePreference(locale: Locale): void {
  writeStored(STORAGE_KEYS.locale, locale)
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale
    // Installing the app from now on gives it this language's description and shortcuts.
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifests/${locale}.webmanifest`)
  }
  if (locale !== current.locale) update({ locale })
}
