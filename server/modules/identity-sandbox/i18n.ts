/** The sandbox identity provider's pages in the four interface languages, from the server's catalog. */
import { isLocale, type Locale, localeFromAcceptLanguage } from '../../../contract/languages'
import { catalogTranslator } from '../../lib/i18n'

const MESSAGES = {
  sandbox: /*i18n*/ { id: 'Sandbox: no real account is used' },
  title: /*i18n*/ { id: 'Sign in to Velvet with {provider}' },
  intro: /*i18n*/ { id: 'Velvet asks to see your name and username. Choose a test account to continue.' },
  continueAs: /*i18n*/ { id: 'Continue as {name}' },
  cancel: /*i18n*/ { id: 'Cancel' },
  permissions: /*i18n*/ { id: 'Velvet will not be able to post for you or see your password.' },
  badRequest: /*i18n*/ { id: 'This sign-in link is not valid. Go back to Velvet and try again.' },
  poweredBy: /*i18n*/ { id: '{provider} sign-in (sandbox)' },
}

type Key = keyof typeof MESSAGES

export type Translate = (key: Key, values?: Record<string, string>) => string

export const translator: (locale: Locale) => Translate = catalogTranslator(MESSAGES)

/** Google's `hl`, then the browser's languages (X has no language parameter). */
export function pageLocale(query: unknown, acceptLanguage: string | undefined): Locale {
  const hl = (query as { hl?: unknown } | undefined)?.hl
  if (isLocale(hl)) return hl
  return localeFromAcceptLanguage(acceptLanguage)
}
