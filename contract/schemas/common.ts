/**
 * Wire conventions shared by every resource: the parameters every request
 * carries, list pagination, the list and item envelopes, image paths and the error body.
 */
import * as v from 'valibot'
import { FIELD_MESSAGES } from '../errors'
import { LOCALES } from '../languages'
import { MAX_PER_PAGE } from '../limits'
import { SITE_TYPES } from '../site-types'
import { IdParamSchema, picklistField, queryInt } from './fields'

/** Parameters the app adds to every request. */
export const CommonQueryEntries = {
  lang: v.optional(picklistField(LOCALES)),
  site_type: v.optional(picklistField(SITE_TYPES)),
  'zp-server': v.optional(v.pipe(v.string(), v.maxLength(64, 'max_length'))),
}

export const CommonQuerySchema = v.strictObject(CommonQueryEntries)

/**
 * `include=a,b` validated against the relations a resource offers; unknown names are rejected
 * rather than ignored so a typo is visible to the client.
 */
export function includeField<const T extends readonly string[]>(allowed: T) {
  return v.optional(
    v.pipe(
      v.string(),
      v.transform((raw) =>
        raw
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.array(v.picklist(allowed, 'one_of')),
    ),
  )
}

export function listQueryEntries(options: { maxPerPage?: number } = {}) {
  return {
    ...CommonQueryEntries,
    page: v.optional(queryInt(1, 100_000), 1),
    per_page: v.optional(queryInt(1, options.maxPerPage ?? MAX_PER_PAGE)),
  }
}

/** A list's query whose page size, when none is asked for, is `perPage` (the server's choice). */
export function sizedListQueryEntries(maxPerPage: number, perPage: number) {
  return { ...listQueryEntries({ maxPerPage }), per_page: v.optional(queryInt(1, maxPerPage), perPage) }
}

export const PaginationSchema = v.object({
  total: v.number(),
  count: v.number(),
  per_page: v.number(),
  current_page: v.number(),
  total_pages: v.number(),
  links: v.object({ next: v.nullable(v.string()) }),
})
export type Pagination = v.InferOutput<typeof PaginationSchema>

export function listEnvelope<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), meta: v.object({ pagination: PaginationSchema }) })
}

export function itemEnvelope<T extends v.GenericSchema>(item: T) {
  return v.object({ data: item })
}

/** The answer of a write that has nothing to return but that it was done. */
export const SuccessSchema = itemEnvelope(v.object({ success: v.literal(true) }))

/** An included relation, wrapped the way the API has always returned them: `{ data: ... }`. */
export const included = itemEnvelope

export const ImagePathSchema = v.object({ small: v.string(), large: v.string() })
export type ImagePath = v.InferOutput<typeof ImagePathSchema>

export const DimentionsSchema = v.object({ width: v.number(), height: v.number() })
export type Dimentions = v.InferOutput<typeof DimentionsSchema>

export const ErrorBodySchema = v.object({
  message: v.string(),
  code: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** Machine-readable field problems, so the app can show them in its own language. */
  issues: v.optional(
    v.record(
      v.string(),
      v.array(
        v.object({
          message: v.picklist(FIELD_MESSAGES),
          requirement: v.optional(v.union([v.string(), v.number()])),
        }),
      ),
    ),
  ),
  /**
   * What to offer instead (on the watch page, a movie load error keeps `fallback.legacy_plan_id` for its
   * subscribe link). A malformed value is dropped rather than failing the whole error body.
   */
  fallback: v.fallback(
    v.optional(v.object({ legacy_plan_id: v.optional(v.nullable(v.union([v.number(), v.string()]))) })),
    undefined,
  ),
  /**
   * A purchase error is also a result message (message, redirect, plan_id): the link
   * under it goes to `redirect` ('home': the purchase page with `plan_id`, or home; another value:
   * that named route, e.g. 'login').
   */
  redirect: v.optional(v.string()),
  plan_id: v.optional(v.nullable(v.number())),
})
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>

/** A yes/no flag from a query string (`1`/`0`, `true`/`false`) or a boolean, as a boolean. */
export const queryBool = v.pipe(
  v.union([v.picklist(['1', '0', 'true', 'false']), v.boolean()], 'one_of'),
  v.transform((raw) => raw === true || raw === '1' || raw === 'true'),
)

export const SEARCH_RULE = { min: 3, max: 100 } as const

/**
 * Free-text search: searches start at 3 characters, and an emptied box means no
 * search, so '' and blanks become undefined while 1 or 2 characters are rejected.
 */
export const searchField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(SEARCH_RULE.max, 'max_length'),
    v.transform((text) => (text === '' ? undefined : text)),
    v.optional(v.pipe(v.string(), v.minLength(SEARCH_RULE.min, 'min_length'))),
  ),
)

/** Route params of a single resource: `/:id`. */
export const IdParamsSchema = v.strictObject({ id: IdParamSchema })

/** An optional id filter in a query string (`?category_id=3`). */
export const optionalIdField = v.optional(IdParamSchema)
