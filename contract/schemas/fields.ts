/**
 * Field building blocks whose valibot messages are the keys of FIELD_MESSAGES, so each edge can
 * localise them. Query-string fields accept strings (as sent on the wire) or numbers (as built
 * by the app) and output numbers.
 */
import * as v from 'valibot'

/**
 * The largest value of a PostgreSQL `integer` column (ids, amounts, counts). Every integer a
 * client sends is bounded: a value past its column's range would fail in the database (a 5xx)
 * instead of being refused as bad input.
 */
export const INT4_MAX = 2_147_483_647

/** The largest integer a 64-bit column (event seqs) or a millisecond time takes here exactly. */
export const WIDE_INT_MAX = Number.MAX_SAFE_INTEGER

/** A whole number sent as a JSON number (a string "3", 2.5, 1e309 or null is refused), within [min, max]. */
export function jsonInt(min: number, max: number) {
  return v.pipe(v.number('integer'), v.integer('integer'), v.minValue(min, 'min_value'), v.maxValue(max, 'max_value'))
}

/** An integer from a query string or a number, within [min, max]. */
export function queryInt(min: number, max: number) {
  return v.pipe(
    v.union([v.pipe(v.string(), v.regex(/^-?\d+$/, 'integer')), v.number('integer')], 'integer'),
    v.transform(Number),
    v.number('integer'),
    v.integer('integer'),
    v.minValue(min, 'min_value'),
    v.maxValue(max, 'max_value'),
  )
}

/** A positive id from a route param or a query string. */
export const IdParamSchema = queryInt(1, INT4_MAX)

export function picklistField<const T extends readonly string[]>(options: T) {
  return v.picklist(options, 'one_of')
}
