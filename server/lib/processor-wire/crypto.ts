/** Signature and id helpers of the processors' wire formats, shared by our drivers and the sandbox processor. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export function hmacHex(algorithm: 'sha256' | 'sha512', key: string, data: string): string {
  return createHmac(algorithm, key).update(data, 'utf8').digest('hex')
}

export function md5Hex(data: string): string {
  return createHash('md5').update(data, 'utf8').digest('hex')
}

/** Compares two hex (or other ASCII) signatures in constant time; different lengths never match. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8')
  const right = Buffer.from(b, 'utf8')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A random id with a prefix: letters and digits only, never a long run of digits. */
export function randomId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`
}

/** A random number of `digits` digits (processors with numeric ids); kept under 13 digits on purpose. */
export function randomDigits(digits: number): string {
  if (digits > 12) throw new Error('ids of 13+ digits would look like card numbers')
  const bytes = randomBytes(digits)
  return [...bytes].map((byte, index) => (index === 0 ? 1 + (byte % 9) : byte % 10)).join('')
}
