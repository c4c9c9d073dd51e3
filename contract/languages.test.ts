import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage, matchLocale, pickLocale } from './languages'

describe('pickLocale', () => {
  it('follows the browser when it speaks a supported language', () => {
    expect(pickLocale(['tr-TR', 'en'])).toBe('tr')
    expect(pickLocale(['pt-BR'])).toBe('pt')
    expect(pickLocale(['es-MX', 'en-US'])).toBe('es')
  })

  it('maps Italian to Spanish', () => {
    expect(pickLocale(['it-IT', 'en'])).toBe('es')
  })

  it('falls back to English for anything else', () => {
    expect(pickLocale(['de-DE', 'fr'])).toBe('en')
    expect(pickLocale([])).toBe('en')
  })

  it('takes the first supported preference in order', () => {
    expect(pickLocale(['de', 'pt', 'es'])).toBe('pt')
  })
})

describe('localeFromAcceptLanguage', () => {
  it('honours quality values', () => {
    expect(localeFromAcceptLanguage('en;q=0.5, tr;q=0.9')).toBe('tr')
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,it;q=0.8')).toBe('es')
  })

  it('ignores rejected and malformed entries', () => {
    expect(localeFromAcceptLanguage('es;q=0, pt;q=0.1')).toBe('pt')
    expect(localeFromAcceptLanguage(',,;;')).toBe('en')
    expect(localeFromAcceptLanguage(undefined)).toBe('en')
  })

  it('matches regional tags to their language', () => {
    expect(matchLocale('PT_br')).toBe('pt')
    expect(matchLocale('xx')).toBeUndefined()
  })
})
