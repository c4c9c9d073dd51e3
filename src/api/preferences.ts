/**
 * The viewer's interface language and theme, sent with every API request. In the browser one store
 * holds them for React, the API client and non-React code: it starts from what the server rendered
 * the page in (the page's `lang` and `data-theme`, chosen from the request: contract/visitor.ts), or,
 * for the offline app shell, from what was stored; each choice is kept in local storage and in a
 * cookie, so the server renders the next page in it. On the server there is no such store: each
 * request has its own preferences, given to its render through the router context and React context
 * (use-preferences.ts), and asking for the browser's here is a mistake.
 */
import * as v from 'valibot'
import { LOCALES, type Locale, pickLocale } from '../../contract/languages'
import { DEFAULT_SITE_TYPE, isSiteType, SITE_TYPES, type SiteType } from '../../contract/site-types'
import { LOCALE_COOKIE, preferenceCookie, SITE_TYPE_COOKIE, type VisitorPreferences } from '../../contract/visitor'
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage'

export type Preferences = VisitorPreferences

/** What a render reads: the current value, and the value the page's HTML was rendered with. */
export type PreferencesStore = {
  get(): Preferences
  /** For hydration: the preferences the server rendered the page in. */
  getServerSnapshot(): Preferences
  subscribe(listener: () => void): () => void
}

const THEME_COLORS: Record<SiteType, string> = { divas: '#0B0A0F', chads: '#090B10' }

export function themeColorOf(siteType: SiteType): string {
  return THEME_COLORS[siteType]
}

/**
 * A request's preferences on the server: its own, for its whole render. A loader may set the theme
 * before the render starts (a creator's profile is shown in the creator's theme).
 */
export function requestPreferences(initial: Preferences): PreferencesStore & { setSiteType(siteType: SiteType): void } {
  let preferences = initial
  const get = () => preferences
  return {
    get,
    getServerSnapshot: get,
    subscribe: () => () => {},
    setSiteType: (siteType) => {
      preferences = { ...preferences, siteType }
    },
  }
}

/** What the server rendered the page in: its `lang` and `data-theme` (null when it is not the server's). */
export function documentPreferences(): Preferences | null {
  if (typeof document === 'undefined') return null
  const root = document.documentElement
  const locale = root.lang
  const siteType = root.dataset.theme
  return (LOCALES as readonly string[]).includes(locale) && isSiteType(siteType)
    ? { locale: locale as Locale, siteType }
    : null
}

/** The stored choices, else the browser's language and the main theme (the offline app shell). */
export function storedPreferences(): Preferences {
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language]
  return {
    locale: readStored(STORAGE_KEYS.locale, v.picklist(LOCALES)) ?? pickLocale(browser.filter(Boolean)),
    siteType: readStored(STORAGE_KEYS.siteType, v.picklist(SITE_TYPES)) ?? DEFAULT_SITE_TYPE,
  }
}

let current: Preferences | null = null
let rendered: Preferences | null = null
const listeners = new Set<() => void>()

function update(next: Partial<Preferences>) {
  current = { ...getPreferences(), ...next }
  for (const listener of listeners) listener()
}

/** The browser's preferences. The server has none of its own: a render reads its request's. */
export function getPreferences(): Preferences {
  if (current) return current
  if (typeof window === 'undefined') {
    throw new Error("getPreferences() in a server render: read the request's preferences from the router context")
  }
  current = documentPreferences() ?? storedPreferences()
  return current
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The browser's store; `renderedWith` is what the page's HTML was rendered with (hydration reads it). */
export const browserPreferences: PreferencesStore = {
  get: getPreferences,
  getServerSnapshot: () => rendered ?? getPreferences(),
  subscribe: subscribePreferences,
}

function writeCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = preferenceCookie(name, value, location.protocol === 'https:')
}

/**
 * At start: the preferences the page was rendered in (null for the app shell) become the app's,
 * and both stores, storage and cookies, hold them from now on.
 */
export function startPreferences(renderedWith: Preferences | null): Preferences {
  rendered = renderedWith
  const start = renderedWith ?? storedPreferences()
  current = start
  writeStored(STORAGE_KEYS.locale, start.locale)
  writeStored(STORAGE_KEYS.siteType, start.siteType)
  writeCookie(LOCALE_COOKIE, start.locale)
  writeCookie(SITE_TYPE_COOKIE, start.siteType)
  return start
}

/** Applies the theme to the document (CSS variables switch on `data-theme`). */
export function applySiteType(siteType: SiteType): void {
  if (typeof document === 'undefined') return
  document.documentElement.dataset.theme = siteType
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[siteType])
}

export function setSiteType(siteType: SiteType): void {
  writeStored(STORAGE_KEYS.siteType, siteType)
  writeCookie(SITE_TYPE_COOKIE, siteType)
  applySiteType(siteType)
  if (siteType !== getPreferences().siteType) update({ siteType })
}

/** Records the locale; callers load its catalog first (see features/language). */
export function setLocalePreference(locale: Locale): void {
  writeStored(STORAGE_KEYS.locale, locale)
  writeCookie(LOCALE_COOKIE, locale)
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale
  }
  if (locale !== getPreferences().locale) update({ locale })
}
