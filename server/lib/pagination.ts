import type { Pagination } from '../../contract/schemas/common'

export type PageRequest = { page: number; perPage: number }

/** Where a paged answer's next link points: the list's path and the query to repeat. */
export type NextPage = { path: string; query: Record<string, unknown> }

/** The page a list's query asks for, in the services' words; a service fills in its own default size. */
export function pageAsked(query: { page: number; per_page?: number | undefined }) {
  return { page: query.page, perPage: query.per_page }
}

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
  next: NextPage,
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

/** A paged list's answer: the page's rows and the meta that says where the next page is. */
export function pagedAnswer<T>(rows: T[], total: number, page: PageRequest, next: NextPage) {
  return { data: rows, meta: paginationMeta(page, total, rows.length, next) }
}

/** A list that always comes whole, in the envelope of a paged one: a single page of every row. */
export function wholeListAnswer<T>(rows: T[], next: NextPage) {
  return pagedAnswer(rows, rows.length, { page: 1, perPage: Math.max(1, rows.length) }, next)
}
