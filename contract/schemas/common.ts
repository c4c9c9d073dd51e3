/**
 * Wire conventions shared by every resource (ARCHITECTURE.md §3): the parameters every request
 * carries, list pagination, the list and item envelopes, image paths and the error body.
 */
import * as v from 'valibot'
import { FIELD_MESSAGES } from '../errors'
import { LOCALES } from '../languages'
import { MAX_PER_PAGE } from '../limits'
import { SITE_TYPES } from '../site-types'
import { picklistField, queryInt } from './fields'

/** Parameters the app adds to every request (001 §7). */
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

/** An included relation, wrapped the way the API has always returned them: `{ data: ... }`. */
export function included<T extends v.GenericSchema>(item: T) {
  return v.object({ data: item })
}

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
})
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>
