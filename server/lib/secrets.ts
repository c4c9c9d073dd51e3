/**
 * Server secrets: from the environment when set, otherwise generated on the first start and kept
 * in `<DATA_DIR>/secrets.json` (mode 0600), so a restart keeps sessions and signed links valid.
 * Tests pass their own.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'

export type Secrets = {
  /** Signs access tokens (HS256). */
  jwtKey: string
  /** Signs ALTCHA challenges. */
  captchaKey: string
  /** Signs short-lived media URLs (members' video streams). */
  mediaKey: string
}

const StoredSchema = v.object({ jwtKey: v.string(), captchaKey: v.string(), mediaKey: v.string() })

export function generateSecrets(): Secrets {
  const key = () => randomBytes(32).toString('base64url')
  return { jwtKey: key(), captchaKey: key(), mediaKey: key() }
}

export function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'secrets.json')
  let stored: Secrets | undefined
  if (existsSync(file)) {
    const parsed = v.safeParse(StoredSchema, JSON.parse(readFileSync(file, 'utf8')))
    if (parsed.success) stored = parsed.output
  }
  if (!stored) {
    stored = generateSecrets()
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 })
  }
  return {
    jwtKey: env.JWT_SECRET ?? stored.jwtKey,
    captchaKey: env.ALTCHA_HMAC_KEY ?? stored.captchaKey,
    mediaKey: env.MEDIA_URL_SECRET ?? stored.mediaKey,
  }
}
