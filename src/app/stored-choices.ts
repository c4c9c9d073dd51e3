/**
 * A device's language and theme chosen before the app kept them in cookies: the server could not
 * know them and rendered the page in the browser's language and the main theme. They are taken up
 * once, after the page is on screen, and from then on the cookies carry them. A `?lang=` or
 * `?site_type=` link wins over them, as it always has.
 */
import * as v from 'valibot'
import { LOCALES } from '../../contract/languages'
import { SITE_TYPES } from '../../contract/site-types'
import { cookieValue, LOCALE_COOKIE, SITE_TYPE_COOKIE } from '../../contract/visitor'
import { type Preferences, setSiteType } from '../api/preferences'
import { activateLocale } from '../features/language'
import { readStored, STORAGE_KEYS } from '../lib/storage'

export function earlierChoices(): Partial<Preferences> {
  const search = new URLSearchParams(location.search)
  const choices: Partial<Preferences> = {}
  if (!cookieValue(document.cookie, LOCALE_COOKIE) && !search.has('lang')) {
    const locale = readStored(STORAGE_KEYS.locale, v.picklist(LOCALES))
    if (locale) choices.locale = locale
  }
  if (!cookieValue(document.cookie, SITE_TYPE_COOKIE) && !search.has('site_type')) {
    const siteType = readStored(STORAGE_KEYS.siteType, v.picklist(SITE_TYPES))
    if (siteType) choices.siteType = siteType
  }
  return choices
}

export function adoptEarlierChoices(earlier: Partial<Preferences>, current: Preferences): void {
  if (earlier.siteType && earlier.siteType !== current.siteType) setSiteType(earlier.siteType)
  if (earlier.locale && earlier.locale !== current.locale) void activateLocale(earlier.locale).catch(() => undefined)
}
