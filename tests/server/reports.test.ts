/**
 * Reporting a post (POST /api/post_options/report): 201 created, 208 already
 * reported (per user, or per e-mail for guests), 422 on bad input (e-mail required for guests
 * only, valid, 4+; reason required, 500 at most; the post must be the model's), the captcha for
 * guests, and the per-account rate limit.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postReports, posts } from '../../server/db/schema/index'
import { registerUser, type Signed, solveCaptcha } from '../fixtures/auth'
import { createSocialTestApp, type SocialTestApp, send } from './social-fixture'

let t: SocialTestApp
let fan: Signed
let post: { id: number; creatorId: number }
let otherPost: { id: number; creatorId: number }

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true })
  fan = await registerUser(t)
  const rows = await t.db.select({ id: posts.id, creatorId: posts.creatorId }).from(posts).orderBy(posts.id).limit(40)
  const first = rows[0]
  const second = rows.find((row) => row.creatorId !== first?.creatorId)
  if (!first || !second) throw new Error('seed changed')
  post = first
  otherPost = second
})
afterAll(() => t.close())

function report(who: Signed | null, payload: Record<string, unknown>) {
  return send(t, who, { method: 'POST', url: '/api/post_options/report', payload })
}
function fieldsOf(res: { json: () => unknown }) {
  return Object.keys((res.json() as { errors?: object }).errors ?? {})
}

describe('signed-in users', () => {
  it('report once (201), then hear it was already reported (208)', async () => {
    const body = { reason: 'Not appropriate', modelId: post.creatorId, postId: post.id }
    const first = await report(fan, body)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ data: { status: 'created' } })
    const second = await report(fan, { ...body, reason: 'Still not appropriate' })
    expect(second.statusCode).toBe(208)
    expect(second.json()).toEqual({ data: { status: 'already_reported' } })
    const [rows] = await t.db.select({ total: count() }).from(postReports).where(eq(postReports.userId, fan.user.id))
    expect(rows?.total).toBe(1)
  })

  it('are asked for neither e-mail nor captcha', async () => {
    const res = await report(fan, { userEmail: '', reason: 'Spam', modelId: otherPost.creatorId, postId: otherPost.id })
    expect(res.statusCode).toBe(201)
  })
})

describe('guests', () => {
  it('give an e-mail and a solved captcha; the same e-mail again is 208', async () => {
    const body = { userEmail: 'Someone@Example.test', reason: 'Spam', modelId: post.creatorId, postId: post.id }
    expect((await report(null, { ...body, recaptcha: await solveCaptcha(t) })).statusCode).toBe(201)
    const again = await report(null, { ...body, userEmail: 'someone@example.test', recaptcha: await solveCaptcha(t) })
    expect(again.statusCode).toBe(208)
    const other = await report(null, { ...body, userEmail: 'other@example.test', recaptcha: await solveCaptcha(t) })
    expect(other.statusCode).toBe(201)
  })

  it('get 422 without an e-mail, with a bad or short one, or without a valid captcha', async () => {
    const body = { reason: 'Spam', modelId: post.creatorId, postId: post.id }
    expect(fieldsOf(await report(null, { ...body, recaptcha: await solveCaptcha(t) }))).toEqual(['userEmail'])
    expect(fieldsOf(await report(null, { ...body, userEmail: 'not-an-email' }))).toEqual(['userEmail'])
    const short = await report(null, { ...body, userEmail: 'a@b' })
    expect(short.statusCode).toBe(422)
    expect(
      (short.json() as { issues: Record<string, { message: string }[]> }).issues.userEmail?.map((i) => i.message),
    ).toContain('min_length')
    const noCaptcha = await report(null, { ...body, userEmail: 'guest@example.test' })
    expect(noCaptcha.statusCode).toBe(422)
    expect(fieldsOf(noCaptcha)).toEqual(['recaptcha'])
    const forged = await report(null, { ...body, userEmail: 'guest@example.test', recaptcha: 'bm90IGEgc29sdXRpb24=' })
    expect(fieldsOf(forged)).toEqual(['recaptcha'])
  })
})

describe('bad input', () => {
  it('needs a reason of at most 500 characters', async () => {
    const someone = await registerUser(t)
    const body = { modelId: otherPost.creatorId, postId: otherPost.id }
    expect(fieldsOf(await report(someone, body))).toEqual(['reason'])
    expect(fieldsOf(await report(someone, { ...body, reason: '   ' }))).toEqual(['reason'])
    expect(fieldsOf(await report(someone, { ...body, reason: 'x'.repeat(501) }))).toEqual(['reason'])
    expect((await report(someone, { ...body, reason: 'x'.repeat(500) })).statusCode).toBe(201)
  })

  it('answers 422 for an unknown post or a post of another model', async () => {
    const someone = await registerUser(t)
    expect(fieldsOf(await report(someone, { reason: 'x', modelId: post.creatorId, postId: 99_999_999 }))).toEqual([
      'postId',
    ])
    expect(fieldsOf(await report(someone, { reason: 'x', modelId: otherPost.creatorId, postId: post.id }))).toEqual([
      'modelId',
    ])
  })
})

describe('abuse', () => {
  it('limits one account to 10 reports in 10 minutes, whatever the address', async () => {
    const busy = await registerUser(t)
    const targets = await t.db.select({ id: posts.id, creatorId: posts.creatorId }).from(posts).limit(11)
    const statuses: number[] = []
    for (const target of targets) {
      statuses.push((await report(busy, { reason: 'spam', modelId: target.creatorId, postId: target.id })).statusCode)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(statuses[10]).toBe(429)
  })
})
