/**
 * Server secrets: from the environment when set, otherwise generated on the first start and kept
 * in `<DATA_DIR>/secrets.json` (mode 0600), so a restart keeps sessions and signed links valid.
 * A file written before a secret existed stays valid: the missing secret is generated and the file
 * rewritten with the old ones kept. Tests pass their own.
 */
import { createECDH, createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'

/** Web push VAPID identity (RFC 8292): a P-256 key pair (base64url) and a contact URI. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

export type Secrets = {
  /** Signs access tokens (HS256). */
  jwtKey: string
  /** Signs ALTCHA challenges. */
  captchaKey: string
  /** Signs short-lived media URLs (members' video streams). */
  mediaKey: string
  /** Signs web push requests; the public half is what browsers subscribe with. */
  vapid: VapidKeys
}

/**
 * A key for one purpose derived from a secret, so that what one key signs can never pass for
 * what another signs (a chat token for an access token, say).
 */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url')
}

/** The contact push services see when VAPID_SUBJECT is not set. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@velvet.example'

const StoredSchema = v.object({
  jwtKey: v.string(),
  captchaKey: v.string(),
  mediaKey: v.string(),
  vapidPublicKey: v.optional(v.string()),
  vapidPrivateKey: v.optional(v.string()),
})
type Stored = v.InferOutput<typeof StoredSchema>

/** A fresh P-256 key pair in the base64url form web push uses (65-byte public point, 32-byte private key). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  // The private key may come back shorter than 32 bytes (leading zeros): pad it.
  const privateKey = Buffer.alloc(32)
  const raw = ecdh.getPrivateKey()
  raw.copy(privateKey, 32 - raw.length)
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') }
}

/** What is wrong with a VAPID key pair (empty when it is usable): sizes, and that the halves belong together. */
export function vapidKeyProblems(publicKey: string, privateKey: string): string[] {
  const publicBytes = Buffer.from(publicKey, 'base64url')
  const privateBytes = Buffer.from(privateKey, 'base64url')
  const problems: string[] = []
  if (publicBytes.length !== 65 || publicBytes[0] !== 4) {
    problems.push('VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key (65 bytes, base64url)')
  }
  if (privateBytes.length !== 32) problems.push('VAPID_PRIVATE_KEY: must be a P-256 private key (32 bytes, base64url)')
  if (problems.length > 0) return problems
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(privateBytes)
    if (!ecdh.getPublicKey().equals(publicBytes)) problems.push('VAPID_PUBLIC_KEY: does not match VAPID_PRIVATE_KEY')
  } catch {
    problems.push('VAPID_PRIVATE_KEY: not a valid P-256 private key')
  }
  return problems
}

/** VAPID_SUBJECT: a mailto: or https: contact for push services. */
export function isVapidSubject(subject: string): boolean {
  return /^mailto:[^\s@]+@[^\s@]+$/.test(subject) || /^https:\/\/[^\s]+$/.test(subject)
}

export function generateSecrets(): Secrets {
  const key = () => randomBytes(32).toString('base64url')
  return {
    jwtKey: key(),
    captchaKey: key(),
    mediaKey: key(),
    vapid: { ...generateVapidKeys(), subject: DEFAULT_VAPID_SUBJECT },
  }
}

function hasUsableVapid(stored: Stored): stored is Stored & { vapidPublicKey: string; vapidPrivateKey: string } {
  return (
    stored.vapidPublicKey !== undefined &&
    stored.vapidPrivateKey !== undefined &&
    vapidKeyProblems(stored.vapidPublicKey, stored.vapidPrivateKey).length === 0
  )
}

/**
 * Reads (or creates) the stored secrets, then lets the environment override them. The VAPID
 * variables come as a trio, already validated by loadConfig.
 */
export function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'secrets.json')
  let stored: Stored | undefined
  if (existsSync(file)) {
    const parsed = v.safeParse(StoredSchema, JSON.parse(readFileSync(file, 'utf8')))
    if (parsed.success) stored = parsed.output
  }
  if (!stored || !hasUsableVapid(stored)) {
    const fresh = generateSecrets()
    const base = stored ?? { jwtKey: fresh.jwtKey, captchaKey: fresh.captchaKey, mediaKey: fresh.mediaKey }
    stored = { ...base, vapidPublicKey: fresh.vapid.publicKey, vapidPrivateKey: fresh.vapid.privateKey }
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 })
  }
  const fromEnv = env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
  return {
    jwtKey: env.JWT_SECRET ?? stored.jwtKey,
    captchaKey: env.ALTCHA_HMAC_KEY ?? stored.captchaKey,
    mediaKey: env.MEDIA_URL_SECRET ?? stored.mediaKey,
    vapid: {
      publicKey: fromEnv ? (env.VAPID_PUBLIC_KEY as string) : (stored.vapidPublicKey as string),
      privateKey: fromEnv ? (env.VAPID_PRIVATE_KEY as string) : (stored.vapidPrivateKey as string),
      subject: env.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT,
    },
  }
}
