/**
 * Password hashing with Node's scrypt (memory-hard). Stored as
 * `scrypt$N=32768,r=8,p=1$<salt>$<key>` (base64), so the parameters can be raised later while old
 * hashes still verify.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

type ScryptParams = { N: number; r: number; p: number }

const PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 }
const KEY_BYTES = 64
const SALT_BYTES = 16
const FORMAT = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/

function derive(password: string, salt: Buffer, params: ScryptParams, length: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node refuses at its 32 MiB default for N=2^15, r=8.
  const maxmem = 2 * 128 * params.N * params.r
  return new Promise((resolve, reject) => {
    // NFKC: the same password typed on another keyboard or OS must give the same key.
    scrypt(password.normalize('NFKC'), salt, length, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, PARAMS, KEY_BYTES)
  return `scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored)
  if (!match) return false
  const params = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) }
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  if (params.N > 2 ** 20 || params.r > 32 || params.p > 16) return false
  const salt = Buffer.from(match[4] ?? '', 'base64')
  const expected = Buffer.from(match[5] ?? '', 'base64')
  if (expected.length === 0) return false
  const actual = await derive(password, salt, params, expected.length)
  return timingSafeEqual(actual, expected)
}

let dummyHash: Promise<string> | undefined

/** Computed once at start, so the first unknown-user login is not slower than the others. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}

/**
 * Spends the same work as a real check when there is no password to check (unknown user, social
 * account), so the response time does not tell whether an account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await prepareDummyHash())
  return false
}
