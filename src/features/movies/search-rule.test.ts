import { describe, expect, it } from 'vitest'
import { movieKeys, movieSearchBody, normalizeFilters } from './queries'
import { isSearchReady, searchParam, searchToApply } from './search-rule'

describe('the movie text filter (3+ characters, or emptied)', () => {
  it('does not run with 1 or 2 characters', () => {
    expect(isSearchReady('a')).toBe(false)
    expect(isSearchReady(' ab ')).toBe(false)
    expect(searchToApply('ab', undefined)).toBeNull()
  })

  it('runs with 3 or more characters', () => {
    expect(isSearchReady('abc')).toBe(true)
    expect(searchToApply('  night  drive ', undefined)).toBe('night drive')
  })

  it('runs when the box is emptied, clearing the search', () => {
    expect(isSearchReady('')).toBe(true)
    expect(searchToApply('   ', 'night')).toBe('')
  })

  it('does nothing when the text is the search already shown', () => {
    expect(searchToApply('night ', 'night')).toBeNull()
    expect(searchToApply('', undefined)).toBeNull()
  })

  it('treats a too short search from a URL as no search', () => {
    expect(searchParam('ab')).toBeUndefined()
    expect(searchParam(' abc ')).toBe('abc')
  })
})

describe('movie index keys and search records', () => {
  const context = { locale: 'en', siteType: 'divas' } as const

  it('carries every filter, the language and the theme', () => {
    const key = movieKeys.index(context, { search: 'night', category_id: 3 })
    expect(key).toEqual(['movies', 'list', 'index', context, { search: 'night', category_id: 3 }])
    expect(movieKeys.index(context, { category_id: 3 })).not.toEqual(movieKeys.index(context, { category_id: 4 }))
    expect(movieKeys.index(context, {})).not.toEqual(movieKeys.index({ ...context, locale: 'es' }, {}))
  })

  it('keys a search too short to run like no search at all', () => {
    expect(normalizeFilters({ search: 'ab', tag_id: 2 })).toEqual({ tag_id: 2 })
  })

  it('records the search with its filters', () => {
    expect(movieSearchBody({ search: 'night', category_id: 3, group_id: undefined })).toEqual({
      search: 'night',
      category_id: 3,
    })
    expect(movieSearchBody({ tag_id: 5 })).toEqual({ search: '', tag_id: 5 })
  })
})
