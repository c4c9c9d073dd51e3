/**
 * Exactly-once writes: every write the app may retry (queued offline,
 * replayed by the service worker, re-sent after a lost response) carries an `Idempotency-Key`.
 * The server keeps the key with the first answer and repeats that answer for the same key,
 * marked with `Idempotent-Replayed: true`. The same key with another body is a 422
 * `idempotency_mismatch`. Keys are per user (per guest for anonymous writes).
 */
import * as v from 'valibot'

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'

/** A random UUID fits; so does any 8–128 character token of letters, digits, `_` and `-`. */
export const IDEMPOTENCY_KEY_RULE = { min: 8, max: 128, pattern: /^[A-Za-z0-9_-]+$/ } as const

export const IdempotencyKeySchema = v.pipe(
  v.string('invalid'),
  v.minLength(IDEMPOTENCY_KEY_RULE.min, 'min_length'),
  v.maxLength(IDEMPOTENCY_KEY_RULE.max, 'max_length'),
  v.regex(IDEMPOTENCY_KEY_RULE.pattern, 'invalid'),
)

/**
 * How long the server keeps a key and its answer. Longer than any client keeps a queued request
 * (Workbox background sync: 7 days; the persisted mutation cache must not keep them longer).
 */
export const IDEMPOTENCY_RETENTION_DAYS = 8
