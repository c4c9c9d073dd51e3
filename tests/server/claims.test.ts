/**
 * Claims: the general claim (POST /api/claim) and the model report (POST
 * /api/claim/model/:id), as multipart forms (JSON too). 201 on success; 422 with the problems in
 * `data.errors` as the spec's app reads them, plus the standard body. Only the last four digits of
 * a card are accepted; attachments are refused; the captcha and the rate limit guard both forms.
 */
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claims, creators } from '../../server/db/schema/index'
import { call, nextIp, registerUser, type Signed, solveCaptcha } from '../fixtures/auth'
import { createSocialTestApp, type SocialTestApp, send } from './social-fixture'

type ClaimError = {
  code: string
  message: string
  errors: Record<string, string[]>
  issues: Record<string, { message: string }[]>
  data: { errors: Record<string, string[]> }
}

let t: SocialTestApp
let fan: Signed
let creatorId: number

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true })
  fan = await registerUser(t)
  const [creator] = await t.db.select({ id: creators.id }).from(creators).limit(1)
  if (!creator) throw new Error('seed changed')
  creatorId = creator.id
})
afterAll(() => t.close())

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(fields: Record<string, string>, files: { name: string; filename: string; content: string }[] = []) {
  const boundary = `----velvet${Math.random().toString(16).slice(2)}`
  const parts = [
    ...Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    ...files.map(
      (file) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: application/pdf\r\n\r\n${file.content}\r\n`,
    ),
  ]
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

async function claimFields(overrides: Record<string, string> = {}) {
  return {
    email: 'claimant@example.test',
    username: 'claimant',
    country: 'ES',
    document: 'X1234567Z',
    card_company: 'Visa',
    card_number: '4242',
    claim: 'I was charged twice for the same plan.',
    model_id: String(creatorId),
    recaptcha: await solveCaptcha(t),
    ...overrides,
  }
}

describe('POST /api/claim', () => {
  it('accepts a multipart claim (201) and keeps only the last four digits', async () => {
    const res = await call(t, { method: 'POST', url: '/api/claim', ...multipart(await claimFields()) })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ data: { success: true } })
    const [row] = await t.db.select().from(claims).where(eq(claims.email, 'claimant@example.test'))
    expect(row).toMatchObject({ kind: 'general', cardLast4: '4242', creatorId, name: 'claimant', country: 'ES' })
  })

  it('accepts JSON too, and an empty model_id', async () => {
    const res = await send(t, fan, {
      method: 'POST',
      url: '/api/claim',
      payload: await claimFields({ model_id: '', email: 'json@example.test' }),
    })
    expect(res.statusCode).toBe(201)
  })

  it('refuses a full card number: only the last four digits', async () => {
    for (const card_number of ['4242424242424242', '424', '42a2', '']) {
      const res = await call(t, { method: 'POST', url: '/api/claim', ...multipart(await claimFields({ card_number })) })
      expect(res.statusCode, card_number).toBe(422)
      expect(Object.keys((res.json() as ClaimError).data.errors)).toEqual(['card_number'])
    }
    const stored = await t.db.execute(sql`select count(*)::int as n from claims where card_last4 !~ '^[0-9]{4}$'`)
    expect(stored.rows[0]).toEqual({ n: 0 })
  })

  it('answers 422 with data.errors and the standard error body for missing fields', async () => {
    const form = multipart({ email: 'not-an-email', recaptcha: await solveCaptcha(t) })
    const res = await call(t, {
      method: 'POST',
      url: '/api/claim',
      payload: form.payload,
      headers: { ...form.headers, 'accept-language': 'es' },
    })
    expect(res.statusCode).toBe(422)
    const body = res.json() as ClaimError
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.data.errors).sort()).toEqual(
      ['card_company', 'card_number', 'claim', 'country', 'document', 'email', 'username'].sort(),
    )
    expect(body.data.errors).toEqual(body.errors)
    expect(body.data.errors.email).toEqual(['Introduce un correo electrónico válido.'])
    expect(body.issues.username?.[0]?.message).toBe('required')
  })

  it('refuses attachments (attachments are disabled): 422 on files', async () => {
    const form = multipart(await claimFields(), [{ name: 'files[]', filename: 'proof.pdf', content: '%PDF-1.4 fake' }])
    const res = await call(t, { method: 'POST', url: '/api/claim', ...form })
    expect(res.statusCode).toBe(422)
    expect(Object.keys((res.json() as ClaimError).data.errors)).toEqual(['files'])
  })

  it('needs a solved captcha, once', async () => {
    const missing = await call(t, {
      method: 'POST',
      url: '/api/claim',
      ...multipart(await claimFields({ recaptcha: '' })),
    })
    expect(Object.keys((missing.json() as ClaimError).data.errors)).toEqual(['recaptcha'])
    const fields = await claimFields({ email: 'twice@example.test' })
    expect((await call(t, { method: 'POST', url: '/api/claim', ...multipart(fields) })).statusCode).toBe(201)
    const replayed = await call(t, { method: 'POST', url: '/api/claim', ...multipart(fields) })
    expect(replayed.statusCode).toBe(422)
    expect(Object.keys((replayed.json() as ClaimError).data.errors)).toEqual(['recaptcha'])
  })

  it('rejects unknown fields and an unknown model', async () => {
    const extra = await call(t, { method: 'POST', url: '/api/claim', ...multipart(await claimFields({ cvv: '123' })) })
    expect(extra.statusCode).toBe(422)
    const unknown = await call(t, {
      method: 'POST',
      url: '/api/claim',
      ...multipart(await claimFields({ model_id: '99999999' })),
    })
    expect(Object.keys((unknown.json() as ClaimError).data.errors)).toEqual(['model_id'])
  })

  it('limits one address to 5 claims in 15 minutes', async () => {
    const remoteAddress = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const form = multipart(await claimFields({ email: `limit${i}@example.test` }))
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/claim', remoteAddress, ...form })).statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})

describe('POST /api/claim/model/:id', () => {
  it('needs e-mail and captcha from anonymous users', async () => {
    const ok = await call(t, {
      method: 'POST',
      url: `/api/claim/model/${creatorId}`,
      ...multipart({
        name: 'Jane Roe',
        claim: 'This profile uses my photos.',
        email: 'jane@example.test',
        recaptcha: await solveCaptcha(t),
      }),
    })
    expect(ok.statusCode).toBe(201)
    const noEmail = await call(t, {
      method: 'POST',
      url: `/api/claim/model/${creatorId}`,
      ...multipart({ name: 'Jane Roe', claim: 'x', recaptcha: await solveCaptcha(t) }),
    })
    expect(Object.keys((noEmail.json() as ClaimError).data.errors)).toEqual(['email'])
    const noCaptcha = await call(t, {
      method: 'POST',
      url: `/api/claim/model/${creatorId}`,
      ...multipart({ name: 'Jane Roe', claim: 'x', email: 'jane@example.test' }),
    })
    expect(Object.keys((noCaptcha.json() as ClaimError).data.errors)).toEqual(['recaptcha'])
  })

  it('asks a signed-in user for neither, and files it under their account e-mail', async () => {
    const res = await send(t, fan, {
      method: 'POST',
      url: `/api/claim/model/${creatorId}`,
      ...multipart({ name: 'Fan Name', claim: 'Impersonation' }),
    })
    expect(res.statusCode).toBe(201)
    const [row] = await t.db
      .select()
      .from(claims)
      .where(eq(claims.userId, fan.user.id))
      .orderBy(sql`${claims.id} desc`)
      .limit(1)
    expect(row).toMatchObject({ kind: 'model', email: fan.email, creatorId, name: 'Fan Name' })
  })

  it('needs a name and a claim, and answers 404 for an unknown model', async () => {
    const res = await send(t, fan, { method: 'POST', url: `/api/claim/model/${creatorId}`, ...multipart({}) })
    expect(Object.keys((res.json() as ClaimError).data.errors).sort()).toEqual(['claim', 'name'])
    const missing = await send(t, fan, {
      method: 'POST',
      url: '/api/claim/model/99999999',
      ...multipart({ name: 'n', claim: 'c' }),
    })
    expect(missing.statusCode).toBe(404)
    const [rows] = await t.db.select({ total: count() }).from(claims).where(eq(claims.creatorId, 99_999_999))
    expect(rows?.total).toBe(0)
  })
})
