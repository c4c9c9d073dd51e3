/**
 * The models grid's filter values. GET /api/filters describes the filters; the
 * values live in the page's URL so back, reload and shared links keep them. Only names and values
 * the API offered are ever sent, because GET /api/models rejects unknown parameters.
 */
import type { Filter } from '../../../contract/schemas/filter'

/** Query parameter name -> value, as sent to GET /api/models. */
export type ModelFilterValues = Readonly<Record<string, string>>

const NAME = /^[a-z][a-z0-9_]{0,39}$/
/** Parameters of the page that are not filters. */
const RESERVED = new Set(['site_type', 'page', 'per_page', 'lang'])

/**
 * Whatever the URL holds that could be a filter. Numbers stay numbers: the router writes back what
 * the route's schema gives, and a string of digits would come out quoted (`?verified=%221%22`).
 */
export function pickFilterParams(raw: Record<string, unknown>): Record<string, string | number> {
  const picked: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(raw)) {
    if (!NAME.test(name) || RESERVED.has(name)) continue
    if (typeof value === 'number' && Number.isFinite(value)) picked[name] = value
    else if (typeof value === 'string' || typeof value === 'boolean') picked[name] = String(value).slice(0, 100)
  }
  return picked
}

/** The URL's filter parameters as the strings the filters compare with. */
export function filterStrings(params: Record<string, string | number>): Record<string, string> {
  const strings: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) strings[name] = String(value)
  return strings
}

/** The value a filter has now: the URL's when it is one the filter allows, else its default. */
export function currentValueOf(filter: Filter, raw: Record<string, string>): string {
  const chosen = raw[filter.name]
  if (filter.tag === 'main') return chosen === filter.value ? filter.value : ''
  if (chosen !== undefined && filter.filter_items.some((item) => item.value === chosen)) return chosen
  return filter.value
}

/** The parameters to send: every filter with a value, nothing the API did not describe. */
export function effectiveFilterValues(filters: readonly Filter[], raw: Record<string, string>): ModelFilterValues {
  const values: Record<string, string> = {}
  for (const filter of filters) {
    const value = currentValueOf(filter, raw)
    if (value !== '') values[filter.name] = value
  }
  return values
}

export function modelGridQuery(values: ModelFilterValues): Record<string, string> {
  return { ...values }
}

/**
 * The URL search after one filter changed. A value equal to the default is dropped so the plain
 * page keeps a plain URL; digits go back as numbers, or the router would quote them.
 */
export function withFilterValue(
  raw: Record<string, string>,
  filter: Filter,
  value: string,
): Record<string, string | number> {
  const next: Record<string, string | number> = {}
  for (const [name, current] of Object.entries(raw)) if (name !== filter.name) next[name] = toUrlValue(current)
  const isDefault = filter.tag === 'main' ? value === '' : value === filter.value
  if (!isDefault) next[filter.name] = toUrlValue(value)
  return next
}

function toUrlValue(value: string): string | number {
  return /^(0|[1-9]\d{0,8})$/.test(value) ? Number(value) : value
}
