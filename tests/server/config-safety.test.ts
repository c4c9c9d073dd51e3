/**
 * Configurations that would hurt refuse to start, naming the variable: the
 * development mailbox and push inbox in production (anyone could read every password-reset link),
 * and empty, short or trivial signing keys.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { generateVapidKeys } from '../../server/lib/secrets'

const ROOT = path.resolve(import.meta.dirname, '../..')
const STRONG = 'q7Vd-2mZpL0xR9sT4wYb8nKc1eHj6uFa3GiQ'

describe('development helpers', () => {
  it('refuses the dev mailbox and the dev push inbox with NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX: .*production/)
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_PUSH_INBOX: 'true' })).toThrow(/DEV_PUSH_INBOX: .*production/)
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ devMailbox: false, devPushInbox: false })
    // Tests and development keep them.
    expect(loadConfig({ NODE_ENV: 'test', DEV_MAILBOX: 'true', DEV_PUSH_INBOX: 'true' })).toMatchObject({
      devMailbox: true,
      devPushInbox: true,
    })
  })

  it('serves the built app in production and test (the e2e server), not in development', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).serveApp).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).serveApp).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development' }).serveApp).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', SERVE_APP: 'false' }).serveApp).toBe(false)
    expect(loadConfig({ NODE_ENV: 'development', SERVE_APP: 'true' }).serveApp).toBe(true)
  })

  it('stops the server process before it touches anything, with the reason', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEV_MAILBOX: 'true',
        DATABASE_URL: 'postgres://nowhere.invalid/x',
      },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/DEV_MAILBOX: must be off when NODE_ENV=production/)
  })
})

describe('signing keys from the environment', () => {
  it.each(['JWT_SECRET', 'ALTCHA_HMAC_KEY', 'MEDIA_URL_SECRET'])('refuses an empty, short or trivial %s', (name) => {
    for (const weak of ['', 'secret', 'x'.repeat(64), 'abab'.repeat(16)]) {
      expect(() => loadConfig({ [name]: weak })).toThrow(new RegExp(`${name}: `))
    }
    expect(() => loadConfig({ [name]: STRONG })).not.toThrow()
  })

  it('refuses empty, short or mismatched VAPID keys', () => {
    const pair = generateVapidKeys()
    const subject = 'mailto:push@example.test'
    const base = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: subject }
    expect(() => loadConfig(base)).not.toThrow()
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: '' })).toThrow(/VAPID_PUBLIC_KEY/)
    expect(() => loadConfig({ ...base, VAPID_PRIVATE_KEY: '' })).toThrow(/VAPID_PRIVATE_KEY/)
    expect(() => loadConfig({ ...base, VAPID_PRIVATE_KEY: 'c2hvcnQ' })).toThrow(/VAPID_PRIVATE_KEY/)
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: generateVapidKeys().publicKey })).toThrow(/VAPID_PUBLIC_KEY/)
  })
})
