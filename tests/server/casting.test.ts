/**
 * The casting form (POST /api/casting): name 4+, e-mail valid and 4+, WhatsApp 4+ when
 * given (an empty one is accepted), a solved captcha; 201 on success, 422 otherwise; rate limited.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { castingApplications } from '../../server/db/schema/index'
import { call, nextIp, solveCaptcha } from '../fixtures/auth'
import { createSocialTestApp, type SocialTestApp } from './social-fixture'

let t: SocialTestApp
beforeAll(async () => {
  t = await createSocialTestApp()
})
afterAll(() => t.close())

async function apply(fields: Record<string, unknown>, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/casting', payload: fields, remoteAddress })
}
function fieldsOf(res: { json: () => unknown }) {
  return Object.keys((res.json() as { errors?: object }).errors ?? {}).sort()
}

describe('POST /api/casting', () => {
  it('records an application (201), with or without WhatsApp', async () => {
    const res = await apply({
      name: 'Ada Lovelace',
      email: 'Ada@Example.test',
      whatsapp: '+34 600 000 000',
      recaptcha: await solveCaptcha(t),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ data: { success: true } })
    const [row] = await t.db.select().from(castingApplications).where(eq(castingApplications.email, 'ada@example.test'))
    expect(row).toMatchObject({ name: 'Ada Lovelace', whatsapp: '+34 600 000 000' })
    const noPhone = await apply({
      name: 'Grace Hopper',
      email: 'grace@example.test',
      whatsapp: '',
      recaptcha: await solveCaptcha(t),
    })
    expect(noPhone.statusCode).toBe(201)
  })

  it('checks name, e-mail and WhatsApp lengths and formats', async () => {
    const recaptcha = await solveCaptcha(t)
    expect(fieldsOf(await apply({ name: 'Bob', email: 'a@b', whatsapp: '12', recaptcha }))).toEqual([
      'email',
      'name',
      'whatsapp',
    ])
    expect(fieldsOf(await apply({ email: 'nobody', recaptcha }))).toEqual(['email', 'name'])
  })

  it('needs a solved captcha, used once', async () => {
    expect(fieldsOf(await apply({ name: 'Someone', email: 'some@example.test' }))).toEqual(['recaptcha'])
    expect(fieldsOf(await apply({ name: 'Someone', email: 'some@example.test', recaptcha: 'e30=' }))).toEqual([
      'recaptcha',
    ])
    const recaptcha = await solveCaptcha(t)
    expect((await apply({ name: 'Someone', email: 'some@example.test', recaptcha })).statusCode).toBe(201)
    expect(fieldsOf(await apply({ name: 'Someone Else', email: 'else@example.test', recaptcha }))).toEqual([
      'recaptcha',
    ])
  })

  it('limits one address to 5 applications in 15 minutes', async () => {
    const remoteAddress = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const body = { name: `Applicant ${i}`, email: `app${i}@example.test`, recaptcha: await solveCaptcha(t) }
      statuses.push((await apply(body, remoteAddress)).statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('is open to guests without anything else', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/casting',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
  })
})
