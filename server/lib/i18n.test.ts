import { describe, expect, it } from 'vitest'
import { serverText } from './i18n'

const GREETING = { id: 'Hi {name},' }

describe('serverText', () => {
  it('says a message in each language from its own catalog, whatever language was asked before', () => {
    const spanish = serverText('es')
    const english = serverText('en')
    const turkish = serverText('tr')
    expect(spanish(GREETING, { name: 'Ana' })).toBe('Hola, Ana:')
    expect(english(GREETING, { name: 'Ann' })).toBe('Hi Ann,')
    expect(turkish(GREETING, { name: 'Ayşe' })).toBe('Merhaba Ayşe,')
    expect(spanish(GREETING, { name: 'Ana' })).toBe('Hola, Ana:')
  })

  it('keeps the glossary of the app in the server texts', () => {
    expect(serverText('es')({ id: 'You do not have enough tokens.' })).toBe('No tienes suficientes fichas.')
  })

  it('falls back to the English text, placeholders filled, for a message the catalog lacks', () => {
    expect(serverText('pt')({ id: 'Not in any catalog, {name}.' }, { name: 'Rui' })).toBe('Not in any catalog, Rui.')
  })
})
