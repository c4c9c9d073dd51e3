/**
 * What a page request says about its visitor before any script runs: the interface language and
 * theme (a `?lang=` or `?site_type=` link, else the cookies the app writes beside its storage, else
 * the browser's Accept-Language and the main theme), and whether the age gate is passed (the age
 * cookie, a crawler, or a page without the gate). The server renders the page from these; the app
 * writes the same cookies whenever the visitor chooses, so the next page is rendered as they left it.
 */
import { hasAgeCookie, isNoSplashPath } from './age-gate'
import { isCrawler } from './crawler'
import { type Locale, localeFromAcceptLanguage, matchLocale } from './languages'
import { DEFAULT_SITE_TYPE, isSiteType, type SiteType } from './site-types'

export const LOCALE_COOKIE = 'velvet_lang'
export const SITE_TYPE_COOKIE = 'velvet_site_type'
/** A year, as the age cookie: a choice is kept until changed. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

export type VisitorPreferences = { locale: Locale; siteType: SiteType }

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(separator + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}

export function preferencesOfRequest(request: {
  search: URLSearchParams
  cookie: string | undefined
  acceptLanguage: string | undefined
}): VisitorPreferences {
  const locale =
    matchLocale(request.search.get('lang') ?? '') ??
    matchLocale(cookieValue(request.cookie, LOCALE_COOKIE) ?? '') ??
    localeFromAcceptLanguage(request.acceptLanguage)
  const fromUrl = request.search.get('site_type')
  const fromCookie = cookieValue(request.cookie, SITE_TYPE_COOKIE)
  const siteType = isSiteType(fromUrl) ? fromUrl : isSiteType(fromCookie) ? fromCookie : DEFAULT_SITE_TYPE
  return { locale, siteType }
}

/** Whether this request's page is shown past the age gate. */
export function isPastAgeGate(request: { pathname: string; cookie: string | undefined; userAgent: string }): boolean {
  return hasAgeCookie(request.cookie) || isCrawler(request.userAgent) || isNoSplashPath(request.pathname)
}

/** A preference cookie as the app writes it (readable by the server, not secret, same-site). */
export function preferenceCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
