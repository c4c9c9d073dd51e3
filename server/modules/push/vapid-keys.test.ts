/**
 * VAPID keys: generated on the first start and kept in `<DATA_DIR>/secrets.json`, added to a file
 * written before they existed (its other secrets kept, so sessions survive the upgrade), or taken
 * from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT, which come all together and are checked.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { DEFAULT_VAPID_SUBJECT, generateVapidKeys, loadSecrets } from '../../lib/secrets'

const dirs: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'velvet-secrets-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('stored VAPID keys', () => {
  it('are generated on the first start and kept across restarts', () => {
    const dir = tempDir()
    const first = loadSecrets(dir, {})
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65)
    expect(first.vapid.subject).toBe(DEFAULT_VAPID_SUBJECT)
    expect(loadSecrets(dir, {}).vapid).toEqual(first.vapid)
    expect(statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600)
  })

  it('are added to a secrets file written before they existed, keeping its other secrets', () => {
    const dir = tempDir()
    const old = { jwtKey: 'old-jwt', captchaKey: 'old-captcha', mediaKey: 'old-media' }
    writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify(old), { mode: 0o600 })
    const loaded = loadSecrets(dir, {})
    expect(loaded).toMatchObject({ jwtKey: 'old-jwt', captchaKey: 'old-captcha', mediaKey: 'old-media' })
    const stored = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as Record<string, string>
    expect(stored).toMatchObject({
      ...old,
      vapidPublicKey: loaded.vapid.publicKey,
      vapidPrivateKey: loaded.vapid.privateKey,
    })
    expect(loadSecrets(dir, {}).vapid).toEqual(loaded.vapid)
  })

  it('come from the environment when the three variables are set', () => {
    const keys = generateVapidKeys()
    const env = {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://velvet.example',
    }
    expect(loadSecrets(tempDir(), env).vapid).toEqual({ ...keys, subject: 'https://velvet.example' })
  })
})

describe('VAPID configuration', () => {
  const keys = generateVapidKeys()
  const trio = {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@velvet.example',
  }

  it('accepts all three or none', () => {
    expect(() => loadConfig({ NODE_ENV: 'test' })).not.toThrow()
    expect(() => loadConfig({ NODE_ENV: 'test', ...trio })).not.toThrow()
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: required[\s\S]*VAPID_SUBJECT: required/,
    )
  })

  it('refuses keys that do not belong together, malformed keys and a bad subject', () => {
    const other = generateVapidKeys()
    expect(() => loadConfig({ NODE_ENV: 'test', ...trio, VAPID_PUBLIC_KEY: other.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY: does not match VAPID_PRIVATE_KEY/,
    )
    expect(() => loadConfig({ NODE_ENV: 'test', ...trio, VAPID_PRIVATE_KEY: 'AAAA' })).toThrow(/VAPID_PRIVATE_KEY/)
    expect(() => loadConfig({ NODE_ENV: 'test', ...trio, VAPID_PUBLIC_KEY: 'not base64!' })).toThrow(/VAPID_PUBLIC_KEY/)
    expect(() => loadConfig({ NODE_ENV: 'test', ...trio, VAPID_SUBJECT: 'ops@velvet.example' })).toThrow(
      /VAPID_SUBJECT/,
    )
  })
})
