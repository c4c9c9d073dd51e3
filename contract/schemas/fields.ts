/**
 * Field building blocks whose valibot messages are the keys of FIELD_MESSAGES, so each edge can
 * localise them. Query-string fields accept strings (as sent on the wire) or numbers (as built
 * by the app) and output numbers.
 */
import * as v from 'valibot'

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
export const IdParamSchema = queryInt(1, 2_147_483_647)

export function picklistField<const T extends readonly string[]>(options: T) {
  return v.picklist(options, 'one_of')
}
