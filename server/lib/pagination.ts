import type { Pagination } from '../../contract/schemas/common'

export type PageRequest = { page: number; perPage: number }

export function offsetOf(page: PageRequest): number {
  return (page.page - 1) * page.perPage
}

/**
 * The list meta every paged answer carries. `links.next` repeats the caller's query with the next page
 * so a client can follow it as is.
 */
export function paginationMeta(
  page: PageRequest,
  total: number,
  count: number,
  next: { path: string; query: Record<string, unknown> },
): { pagination: Pagination } {
  const totalPages = Math.max(1, Math.ceil(total / page.perPage))
  let nextLink: string | null = null
  if (page.page < totalPages) {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(next.query)) {
      if (value === undefined || value === null) continue
      search.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    search.set('page', String(page.page + 1))
    search.set('per_page', String(page.perPage))
    nextLink = `${next.path}?${search.toString()}`
  }
  return {
    pagination: {
      total,
      count,
      per_page: page.perPage,
      current_page: page.page,
      total_pages: totalPages,
      links: { next: nextLink },
    },
  }
}
