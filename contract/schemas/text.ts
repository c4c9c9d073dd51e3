/**
 * Free text typed by people (comments, reasons, claims): trimmed, bounded, and free of control
 * characters other than tab and newline. PostgreSQL refuses NUL in text, so letting one through
 * would turn bad input into a 500; the rest have no business in a message either. Text is stored
 * and sent as plain text and never rendered as HTML.
 */
import * as v from 'valibot'

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true
  }
  return false
}

/** Required text of `min`–`max` characters after trimming. */
export function plainText(min: number, max: number) {
  return v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.minLength(Math.max(1, min), 'min_length'),
    v.maxLength(max, 'max_length'),
    v.check((text) => !hasControlCharacters(text), 'invalid'),
  )
}

/** Optional text up to `max` characters; absent, null or blank becomes ''. */
export function optionalPlainText(max: number) {
  return v.pipe(
    v.optional(v.nullable(v.string('invalid')), ''),
    v.transform((text) => (text ?? '').trim()),
    v.maxLength(max, 'max_length'),
    v.check((text) => !hasControlCharacters(text), 'invalid'),
  )
}

/** A form value that may be left empty: '' (as HTML forms and multipart send it) or null count as absent. */
export function blankAsAbsent<T extends v.GenericSchema>(schema: T) {
  return v.pipe(
    v.optional(v.nullable(v.unknown())),
    v.transform((value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : (value as v.InferInput<T>),
    ),
    v.optional(schema),
  )
}
