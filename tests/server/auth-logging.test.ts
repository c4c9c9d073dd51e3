/**
 * Auth events are logged with their user id and event name, and no log line ever holds a
 * password, a token, a cookie or an e-mail address.
 */
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { generateSecrets } from '../../server/lib/secrets'
import {
  createTestClock,
  linkParams,
  registerBody,
  solveCaptcha,
  TEST_PASSWORD,
  uniqueName,
  waitForMail,
} from '../fixtures/auth'
import { createTestDatabase, type TestApp, type TestDatabase } from '../fixtures/test-app'

const lines: string[] = []
let database: TestDatabase
let app: FastifyInstance
let t: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const config = loadConfig({ NODE_ENV: 'test' }, { serveApp: false, captchaComplexity: 200 })
  const logger = pino({ level: 'info' }, sink)
  app = await buildApp({ config, db: database.db, secrets: generateSecrets(), logger, clock: createTestClock() })
  await app.ready()
  t = { app, db: database.db, config, close: async () => undefined }
})
afterAll(async () => {
  await app.close()
  await database.close()
})

function events(): { event?: string; userId?: number | null }[] {
  return lines.map((line) => JSON.parse(line) as { event?: string; userId?: number | null })
}

describe('auth logging', () => {
  it('records each auth event with its user id and no secrets', async () => {
    const username = uniqueName('logged')
    const email = `${username}@example.test`
    const secrets: string[] = [email, TEST_PASSWORD, 'a wrong password here']

    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registerBody({ email, username, password: TEST_PASSWORD }, await solveCaptcha(t)),
    })
    const { access_token: access, user } = registered.json().data
    const refresh = registered.cookies.find((c) => c.name === 'velvet_refresh')?.value ?? ''
    secrets.push(access, refresh)
    const verifyMail = await waitForMail(t, email, 'verify_email')
    const verify = linkParams(verifyMail.link)
    secrets.push(verify.token)
    await app.inject({ method: 'POST', url: '/api/auth/verify_email', payload: { email, token: verify.token } })

    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'a wrong password here', recaptcha: await solveCaptcha(t) },
    })
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: username, password: TEST_PASSWORD, recaptcha: await solveCaptcha(t) },
    })
    const loginRefresh = login.cookies.find((c) => c.name === 'velvet_refresh')?.value ?? ''
    secrets.push(login.json().data.access_token, loginRefresh)
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { velvet_refresh: loginRefresh },
    })
    const rotatedRefresh = rotated.cookies.find((c) => c.name === 'velvet_refresh')?.value ?? ''
    secrets.push(rotatedRefresh)
    // The rotated token is used too, so the first one coming back is reuse, not a lost answer's retry.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { velvet_refresh: rotatedRefresh },
    })
    secrets.push(again.cookies.find((c) => c.name === 'velvet_refresh')?.value ?? '')
    await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { velvet_refresh: loginRefresh } })

    await app.inject({ method: 'POST', url: '/api/auth/send_recover_email', payload: { email } })
    const recoverMail = await waitForMail(t, email, 'recover_password')
    const recover = linkParams(recoverMail.link)
    secrets.push(recover.token)
    const recovered = await app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: {
        email,
        token: recover.token,
        password: 'another long secret',
        password_confirmation: 'another long secret',
        recaptcha: await solveCaptcha(t),
      },
    })
    secrets.push('another long secret', recovered.json().data.access_token)
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${recovered.json().data.access_token}` },
    })

    const seen = events()
    for (const name of [
      'auth.register',
      'auth.verification_sent',
      'auth.email_verified',
      'auth.login_failed',
      'auth.login',
      'auth.session_replaced',
      'auth.refresh_reuse',
      'auth.recovery_sent',
      'auth.password_reset',
      'auth.logout',
    ]) {
      const entry = seen.find((line) => line.event === name)
      expect(entry, name).toBeDefined()
      expect(entry?.userId, name).toBe(user.id)
    }
    // Request lines (method, masked URL) are the logger's own concern (server/lib/logger.ts);
    // everything the auth code writes is checked here.
    const all = lines.filter((line) => !line.includes('"req":')).join('\n')
    for (const secret of secrets.filter(Boolean)) expect(all.includes(secret), secret.slice(0, 12)).toBe(false)
    expect(all).not.toMatch(/[a-z0-9._-]+@example\.test/i)
  })
})
