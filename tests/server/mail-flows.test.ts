/**
 * E-mail flows: verification and password recovery links,
 * single use and expiring, mails in the user's language, and answers that do not tell whether
 * an address has an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AuthTestApp,
  authed,
  call,
  createAuthTestApp,
  linkParams,
  loginRequest,
  registerUser,
  solveCaptcha,
  TEST_PASSWORD,
  waitForMail,
} from '../fixtures/auth'

let t: AuthTestApp
beforeAll(async () => {
  t = await createAuthTestApp()
})
afterAll(() => t.close())

const MINUTE = 60_000
const HOUR = 60 * MINUTE

function post(url: string, payload: unknown) {
  return call(t, { method: 'POST', url, payload: payload as Record<string, unknown> })
}

async function recoverBody(email: string, token: string, password = 'a brand new secret') {
  return { email, token, password, password_confirmation: password, recaptcha: await solveCaptcha(t) }
}

describe('e-mail verification', () => {
  it('verifies with the mailed link once; the token cannot be used again', async () => {
    const account = await registerUser(t)
    expect((await loginRequest(t, account.email, account.password)).statusCode).toBe(423)
    const mail = await waitForMail(t, account.email, 'verify_email')
    const { email, token, path } = linkParams(mail.link)
    expect(path).toBe('/verify')
    expect(email).toBe(account.email)

    const ok = await post('/api/auth/verify_email', { email, token })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ data: { success: true } })
    const me = await authed(t, account.accessToken, { method: 'GET', url: '/api/users/me' })
    expect(me.json().data.email_verified).toBe(true)
    expect((await loginRequest(t, account.email, account.password)).statusCode).toBe(200)

    const reuses = await Promise.all(
      Array.from({ length: 100 }, () => post('/api/auth/verify_email', { email, token })),
    )
    expect(reuses.filter((res) => res.statusCode < 400)).toHaveLength(0)
    expect(reuses[0]?.json()).toMatchObject({ code: 'validation_failed', issues: { token: [{ message: 'invalid' }] } })
  })

  it('refuses an expired link, another address’s link and a made-up token', async () => {
    const account = await registerUser(t)
    const other = await registerUser(t)
    const { token } = linkParams((await waitForMail(t, account.email, 'verify_email')).link)
    expect((await post('/api/auth/verify_email', { email: other.email, token })).statusCode).toBe(422)
    expect((await post('/api/auth/verify_email', { email: account.email, token: 'A'.repeat(43) })).statusCode).toBe(422)
    expect((await post('/api/auth/verify_email', { email: 'nobody@example.test', token })).statusCode).toBe(422)
    t.clock.advance(48 * HOUR + MINUTE)
    expect((await post('/api/auth/verify_email', { email: account.email, token })).statusCode).toBe(422)
  })

  it('resends on request, answering the same for unknown, verified and unverified addresses', async () => {
    const unverified = await registerUser(t)
    const verified = await registerUser(t, { verified: true })
    const first = await waitForMail(t, unverified.email, 'verify_email')
    t.clock.advance(2 * MINUTE)
    const answers = await Promise.all(
      [unverified.email, verified.email, 'nobody@example.test'].map((email) =>
        post('/api/auth/send_verification_email', { email }),
      ),
    )
    for (const res of answers) {
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(answers[0]?.body)
    }
    const second = await waitForMail(t, unverified.email, 'verify_email', { after: first.id })
    expect(second.link).not.toBe(first.link)
    // Both links work until used: a late first mail is still good.
    const { email, token } = linkParams(first.link)
    expect((await post('/api/auth/verify_email', { email, token })).statusCode).toBe(200)
  })

  it('sends at most one mail a minute to an address however often it is asked', async () => {
    const account = await registerUser(t)
    const first = await waitForMail(t, account.email, 'verify_email')
    for (let i = 0; i < 3; i++) await post('/api/auth/send_verification_email', { email: account.email })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const latest = await waitForMail(t, account.email, 'verify_email')
    expect(latest.id).toBe(first.id)
  })
})

describe('password recovery', () => {
  it('always answers success, the same for known and unknown addresses', async () => {
    const account = await registerUser(t, { verified: true })
    const known = await post('/api/auth/send_recover_email', { email: account.email })
    const unknown = await post('/api/auth/send_recover_email', { email: 'ghost@example.test' })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toBe(known.body)
    expect(known.json()).toEqual({ data: { success: true } })
  })

  it('resets the password with the link, signs in, and ends every other session', async () => {
    const account = await registerUser(t, { verified: true })
    await post('/api/auth/send_recover_email', { email: account.email })
    const mail = await waitForMail(t, account.email, 'recover_password')
    const { email, token, path } = linkParams(mail.link)
    expect(path).toBe('/recover')

    const res = await post('/api/auth/recover', await recoverBody(email, token, 'my new passphrase'))
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ token_type: 'Bearer', user: { id: account.user.id } })
    expect(res.cookies.find((c) => c.name === 'velvet_refresh')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await authed(t, account.accessToken, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401)
    expect((await loginRequest(t, account.email, TEST_PASSWORD)).statusCode).toBe(401)
    expect((await loginRequest(t, account.email, 'my new passphrase')).statusCode).toBe(200)

    const again = await post('/api/auth/recover', await recoverBody(email, token))
    expect(again.statusCode).toBe(422)
    expect(again.json().issues).toEqual({ token: [{ message: 'invalid' }] })
  })

  it('counts the e-mail as verified after a recovery', async () => {
    const account = await registerUser(t)
    await post('/api/auth/send_recover_email', { email: account.email })
    const { token } = linkParams((await waitForMail(t, account.email, 'recover_password')).link)
    const res = await post('/api/auth/recover', await recoverBody(account.email, token))
    expect(res.json().data.user.email_verified).toBe(true)
  })

  it('retires older links when a new one is requested, and expires links after an hour', async () => {
    const account = await registerUser(t, { verified: true })
    await post('/api/auth/send_recover_email', { email: account.email })
    const first = await waitForMail(t, account.email, 'recover_password')
    t.clock.advance(2 * MINUTE)
    await post('/api/auth/send_recover_email', { email: account.email })
    const second = await waitForMail(t, account.email, 'recover_password', { after: first.id })
    expect(
      (await post('/api/auth/recover', await recoverBody(account.email, linkParams(first.link).token))).statusCode,
    ).toBe(422)
    t.clock.advance(HOUR + MINUTE)
    expect(
      (await post('/api/auth/recover', await recoverBody(account.email, linkParams(second.link).token))).statusCode,
    ).toBe(422)
  })

  it('applies the form rules and the captcha', async () => {
    const account = await registerUser(t, { verified: true })
    await post('/api/auth/send_recover_email', { email: account.email })
    const { token } = linkParams((await waitForMail(t, account.email, 'recover_password')).link)
    const common = await post('/api/auth/recover', await recoverBody(account.email, token, 'password123'))
    expect(common.json().issues.password).toEqual([{ message: 'password_common' }])
    const mismatch = await post('/api/auth/recover', {
      ...(await recoverBody(account.email, token)),
      password_confirmation: 'different one',
    })
    expect(mismatch.json().issues.password_confirmation).toEqual([{ message: 'same_as' }])
    const { recaptcha: _omit, ...noCaptcha } = await recoverBody(account.email, token)
    const missing = await post('/api/auth/recover', noCaptcha)
    expect(missing.statusCode).toBe(422)
    expect(missing.json().issues).toEqual({ recaptcha: [{ message: 'captcha' }] })
    // None of these spent the token.
    expect((await post('/api/auth/recover', await recoverBody(account.email, token))).statusCode).toBe(200)
  })

  it('writes the mail in the user’s language, else in the language of the request', async () => {
    const subjects = {
      en: 'Reset your password',
      es: 'Restablece tu contraseña',
      pt: 'Redefina sua senha',
      tr: 'Şifrenizi sıfırlayın',
    }
    for (const [lang, subject] of Object.entries(subjects)) {
      const account = await registerUser(t, { verified: true })
      await call(t, {
        method: 'POST',
        url: `/api/auth/send_recover_email?lang=${lang}`,
        payload: { email: account.email },
      })
      const mail = await waitForMail(t, account.email, 'recover_password')
      expect(mail.subject).toBe(subject)
      expect(mail.html).toContain(`lang="${lang}"`)
      expect(mail.html).toContain(mail.link.replaceAll('&', '&amp;'))
      expect(mail.text).toContain(mail.link)
    }
    const polyglot = await registerUser(t, { verified: true })
    await authed(t, polyglot.accessToken, { method: 'POST', url: '/api/user_last_lang', payload: { code: 'pt' } })
    await call(t, { method: 'POST', url: '/api/auth/send_recover_email?lang=tr', payload: { email: polyglot.email } })
    expect((await waitForMail(t, polyglot.email, 'recover_password')).subject).toBe(subjects.pt)
  })
})
