import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { creatorSpendingQuery, transactionsQuery } from './queries'

afterEach(() => vi.unstubAllGlobals())

function stubList() {
  const fetchMock = vi.fn(async () =>
    Response.json({
      data: [],
      meta: { pagination: { total: 0, count: 0, per_page: 5, current_page: 1, total_pages: 1, links: { next: null } } },
    }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return () => String((fetchMock.mock.calls[0] as unknown as [string])[0])
}

describe('account table page sizes (R-ACCOUNT-21/22)', () => {
  it('asks for 10 token transactions a page', async () => {
    const url = stubList()
    await new QueryClient().fetchQuery(transactionsQuery(7, 1))
    expect(url()).toContain('per_page=10')
  })

  it('asks for 5 rows of per-creator spending, the default account table size', async () => {
    const url = stubList()
    await new QueryClient().fetchQuery(creatorSpendingQuery(7, 1))
    expect(url()).toContain('per_page=5')
  })
})
