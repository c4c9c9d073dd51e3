import { describe, expect, it } from 'vitest'
import { filterBySearch, normalizeForSearch } from './faq-search'

const items = [
  { id: 1, searchText: normalizeForSearch('¿Cómo cancelo mi suscripción?', 'es') },
  { id: 2, searchText: normalizeForSearch('How do I buy tokens?', 'en') },
  { id: 3, searchText: normalizeForSearch('İptal nasıl edilir?', 'tr') },
]

describe('filterBySearch', () => {
  it('shows everything for an empty search', () => {
    expect(filterBySearch(items, '  ', 'en')).toHaveLength(3)
  })

  it('ignores case and accents, and needs every word', () => {
    expect(filterBySearch(items, 'COMO suscripcion', 'es').map((item) => item.id)).toEqual([1])
    expect(filterBySearch(items, 'buy cancel', 'en')).toEqual([])
  })

  it('lowers Turkish letters the Turkish way', () => {
    expect(filterBySearch(items, 'İPTAL', 'tr').map((item) => item.id)).toEqual([3])
  })
})
