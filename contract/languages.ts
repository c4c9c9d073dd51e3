/**
 * Interface languages and their API ids, and the rule that picks a default
 * from the browser: Italian maps to Spanish, anything else unsupported to English.
 */

export const LOCALES = ['en', 'es', 'pt', 'tr'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

export const LANGUAGE_IDS: Record<Locale, number> = { en: 3, es: 1, pt: 2, tr: 4 }

/** Native names, shown in the picker whatever the current language is. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  tr: 'Türkçe',
}

/** Languages we have no interface for, and the one their speakers get instead. */
export const LOCALE_ALIASES: Readonly<Record<string, Locale>> = { it: 'es' }
// A Map: the tag comes from the browser, and `constructor` must not find an inherited member.
const ALIASES = new Map<string, Locale>(Object.entries(LOCALE_ALIASES))

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Maps one language tag ("pt-BR", "it", "de-AT") to a supported locale, or undefined. */
export function matchLocale(tag: string): Locale | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  if (isLocale(base)) return base
  return ALIASES.get(base)
}

/** Picks the interface locale from the browser's ordered preferences. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const match = matchLocale(tag)
    if (match) return match
  }
  return DEFAULT_LOCALE
}

/** Parses an Accept-Language header ("tr-TR,tr;q=0.9,en;q=0.8") into a supported locale. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag)
  return pickLocale(tags)
}
