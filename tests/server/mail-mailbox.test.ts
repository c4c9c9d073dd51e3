/**
 * The development mailbox: there only with DEV_MAILBOX=true and no SMTP, listing the outbox newest
 * first with clickable links; 404 everywhere else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { type AuthTestApp, call, createAuthTestApp, registerUser, waitForMail } from '../fixtures/auth'

describe('with DEV_MAILBOX unset', () => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await createAuthTestApp()
  })
  afterAll(() => t.close())

  it('does not exist, and app_config says so', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).devMailbox).toBe(false)
    const page = await call(t, { method: 'GET', url: '/dev/mailbox' })
    const json = await call(t, { method: 'GET', url: '/api/dev/outbox?to=a%40b.c' })
    expect(page.statusCode).toBe(404)
    expect(json.statusCode).toBe(404)
    expect(json.json()).toMatchObject({ code: 'not_found' })
    expect((await call(t, { method: 'GET', url: '/api/app_config' })).json().data.dev_mailbox).toBe(false)
  })

  it('still keeps mail in the outbox table when there is no SMTP server', async () => {
    const account = await registerUser(t)
    const mail = await waitForMail(t, account.email, 'verify_email')
    expect(mail.link).toContain('/verify?')
  })
})

describe('with DEV_MAILBOX=true', () => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await createAuthTestApp({ config: { devMailbox: true } })
  })
  afterAll(() => t.close())

  it('lists one address’s mail as JSON, newest first, with its links', async () => {
    const first = await registerUser(t)
    const second = await registerUser(t)
    await waitForMail(t, first.email, 'verify_email')
    await waitForMail(t, second.email, 'verify_email')
    await call(t, { method: 'POST', url: '/api/auth/send_recover_email', payload: { email: first.email } })
    await waitForMail(t, first.email, 'recover_password')

    const res = await call(t, {
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(first.email.toUpperCase())}`,
    })
    expect(res.statusCode).toBe(200)
    const mails = res.json().data as { to: string; kind: string; links: string[]; subject: string }[]
    expect(mails.map((mail) => mail.kind)).toEqual(['recover_password', 'verify_email'])
    expect(mails.every((mail) => mail.to === first.email)).toBe(true)
    expect(mails[0]?.links[0]).toMatch(/^http:\/\/localhost:3000\/recover\?email=/)
    expect((await call(t, { method: 'GET', url: '/api/app_config' })).json().data.dev_mailbox).toBe(true)
  })

  it('shows a readable HTML page with clickable links and the mail in a sandboxed frame', async () => {
    const account = await registerUser(t)
    const mail = await waitForMail(t, account.email, 'verify_email')
    const res = await call(t, { method: 'GET', url: '/dev/mailbox' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain('<h1>Development mailbox</h1>')
    expect(res.body).toContain(`<a href="${mail.link.replaceAll('&', '&amp;')}">`)
    expect(res.body).toContain('<iframe sandbox')
    expect(res.body).not.toContain('<script')
    // Newest first: the last registration's mail comes before earlier ones.
    const position = res.body.indexOf(account.email)
    const older = res.body.lastIndexOf('verify_email')
    expect(position).toBeGreaterThan(0)
    expect(position).toBeLessThan(older)
  })
})

describe('configuration', () => {
  it('refuses DEV_MAILBOX together with SMTP_URL', () => {
    expect(() => loadConfig({ DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail.example:25' })).toThrow(/DEV_MAILBOX/)
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).smtpUrl).toBe(
      'smtps://user:pass@mail.example:465',
    )
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/)
  })
})
