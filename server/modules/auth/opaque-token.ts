import { createHash, randomBytes } from 'node:crypto'

/**
 * Opaque bearer secrets (refresh tokens, e-mail links, login tokens): 256 random bits, and only
 * their SHA-256 hash is stored, so a database leak yields nothing usable.
 */
export function createOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
