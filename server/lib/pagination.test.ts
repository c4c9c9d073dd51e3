import { describe, expect, it } from 'vitest'
import { offsetOf, pageAsked, paginationMeta, wholeListAnswer } from './pagination'

describe('paginationMeta', () => {
  it('describes a middle page and links the next one with the same query', () => {
    const meta = paginationMeta({ page: 2, perPage: 10 }, 35, 10, {
      path: '/api/celebrities',
      query: { include: ['webstar'], site_type: 'chads', page: 2 },
    })
    expect(meta.pagination).toEqual({
      total: 35,
      count: 10,
      per_page: 10,
      current_page: 2,
      total_pages: 4,
      links: { next: '/api/celebrities?include=webstar&site_type=chads&page=3&per_page=10' },
    })
  })

  it('has no next link on the last page and at least one page when empty', () => {
    expect(paginationMeta({ page: 4, perPage: 10 }, 35, 5, { path: '/x', query: {} }).pagination.links.next).toBeNull()
    expect(paginationMeta({ page: 1, perPage: 10 }, 0, 0, { path: '/x', query: {} }).pagination.total_pages).toBe(1)
  })

  it('turns a page into a row offset', () => {
    expect(offsetOf({ page: 1, perPage: 18 })).toBe(0)
    expect(offsetOf({ page: 3, perPage: 18 })).toBe(36)
  })

  it('answers a whole list as one page of all its rows, with no next link', () => {
    const answer = wholeListAnswer(['en', 'es'], { path: '/api/languages', query: {} })
    expect(answer.data).toEqual(['en', 'es'])
    expect(answer.meta.pagination).toMatchObject({
      total: 2,
      count: 2,
      per_page: 2,
      total_pages: 1,
      links: { next: null },
    })
    expect(wholeListAnswer([], { path: '/x', query: {} }).meta.pagination).toMatchObject({
      per_page: 1,
      total_pages: 1,
    })
  })

  it('reads the page a query asks for, leaving the size to the service when none is given', () => {
    expect(pageAsked({ page: 3, per_page: 20 })).toEqual({ page: 3, perPage: 20 })
    expect(pageAsked({ page: 1 })).toEqual({ page: 1, perPage: undefined })
  })
})
