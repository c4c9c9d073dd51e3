/**
 * Small signed values: JSON, base64url, then an HMAC of it for one purpose (so a value sealed for the
 * sandbox's page can never pass for a device's result cookie). Anyone can read them; nobody without
 * the key can make or change one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import * as v from 'valibot'

const SHAPE = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/

function tag(key: string, purpose: string, body: string): string {
  return createHmac('sha256', key).update(`${purpose}:${body}`).digest('base64url')
}

export function seal(key: string, purpose: string, payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${body}.${tag(key, purpose, body)}`
}

/** The payload of a value sealed for `purpose` with `key`, or undefined when forged, changed or malformed. */
export function unseal<S extends v.GenericSchema>(
  key: string,
  purpose: string,
  value: string | undefined,
  schema: S,
): v.InferOutput<S> | undefined {
  const match = SHAPE.exec(value ?? '')
  if (!match?.[1] || !match[2]) return undefined
  const expected = Buffer.from(tag(key, purpose, match[1]))
  const given = Buffer.from(match[2])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  const parsed = v.safeParse(schema, json)
  return parsed.success ? parsed.output : undefined
}

/** An HMAC of `text` for `purpose`, compared in constant time against `given`. */
export function hasValidTag(key: string, purpose: string, text: string, given: unknown): boolean {
  if (typeof given !== 'string') return false
  const expected = Buffer.from(tag(key, purpose, text))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

export function tagOf(key: string, purpose: string, text: string): string {
  return tag(key, purpose, text)
}
