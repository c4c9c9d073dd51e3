/** The demo creators' panel's pages in the four interface languages, from the server's catalog. */
import { isLocale, type Locale, localeFromAcceptLanguage } from '../../../contract/languages'
import { catalogTranslator } from '../../lib/i18n'

const MESSAGES = {
  demo: /*i18n*/ { id: 'Demo: a stand-in for the creators’ panel' },
  title: /*i18n*/ { id: 'Creators’ panel' },
  signedInAs: /*i18n*/ { id: 'Signed in as @{username}' },
  signedInText: /*i18n*/ { id: 'This is where creators publish, see their subscribers and get paid.' },
  signedOut: /*i18n*/ { id: 'You are not signed in' },
  signedOutText: /*i18n*/ { id: 'Creators sign in with their Velvet account and come back here.' },
  signIn: /*i18n*/ { id: 'Sign in through Velvet' },
  signOut: /*i18n*/ { id: 'Sign out of the panel' },
  backToVelvet: /*i18n*/ { id: 'Back to Velvet' },
  expired: /*i18n*/ { id: 'This sign-in link has expired or was already used. Sign in again through Velvet.' },
}

type Key = keyof typeof MESSAGES

export type Translate = (key: Key, values?: Record<string, string>) => string

export const translator: (locale: Locale) => Translate = catalogTranslator(MESSAGES)

export function pageLocale(query: unknown, acceptLanguage: string | undefined): Locale {
  const lang = (query as { lang?: unknown } | undefined)?.lang
  return isLocale(lang) ? lang : localeFromAcceptLanguage(acceptLanguage)
}
