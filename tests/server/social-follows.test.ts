/**
 * Follows (POST and DELETE /api/follows): set semantics, the `following` flag on creators, the
 * per-follow `notify` choice (kept when a later follow leaves it out), 404 and 401.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators, follows } from '../../server/db/schema/index'
import { registerUser, type Signed } from '../fixtures/auth'
import { createSocialTestApp, newKey, type SocialTestApp, send } from './social-fixture'

let t: SocialTestApp
let fan: Signed
let creatorId: number

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true })
  fan = await registerUser(t)
  const [creator] = await t.db.select({ id: creators.id }).from(creators).where(eq(creators.isWebstar, true)).limit(1)
  if (!creator) throw new Error('seed changed')
  creatorId = creator.id
})
afterAll(() => t.close())

function follow(payload: Record<string, unknown>, who: Signed | null = fan) {
  return send(t, who, { method: 'POST', url: '/api/follows', payload, key: newKey() })
}
function unfollow(payload: Record<string, unknown>, who: Signed | null = fan) {
  return send(t, who, { method: 'DELETE', url: '/api/follows', payload, key: newKey() })
}
async function followRow() {
  const [row] = await t.db
    .select()
    .from(follows)
    .where(and(eq(follows.userId, fan.user.id), eq(follows.creatorId, creatorId)))
  return row
}

describe('POST /api/follows', () => {
  it('follows, shows `following` on the creator, and repeating changes nothing', async () => {
    const res = await follow({ model_id: creatorId })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { model_id: creatorId, following: true, notify: false } })
    expect((await follow({ model_id: creatorId })).statusCode).toBe(200)
    const profile = await send(t, fan, { method: 'GET', url: `/api/models/${creatorId}` })
    expect((profile.json() as { data: { following: boolean } }).data.following).toBe(true)
  })

  it('sets `notify`, and keeps it when a later follow leaves it out', async () => {
    expect((await follow({ model_id: creatorId, notify: true })).json()).toMatchObject({ data: { notify: true } })
    expect((await follow({ model_id: creatorId })).json()).toMatchObject({ data: { notify: true } })
    expect((await followRow())?.notify).toBe(true)
    // The profile's "notify me" state, on the creator payload.
    const profile = await send(t, fan, { method: 'GET', url: `/api/models/${creatorId}` })
    expect((profile.json() as { data: { notify: boolean } }).data.notify).toBe(true)
    const guest = await send(t, null, { method: 'GET', url: `/api/models/${creatorId}` })
    expect((guest.json() as { data: { notify: boolean } }).data.notify).toBe(false)
    expect((await follow({ model_id: creatorId, notify: false })).json()).toMatchObject({ data: { notify: false } })
  })

  it('answers 404 for an unknown creator and 401 for a guest', async () => {
    expect((await follow({ model_id: 9_999_999 })).statusCode).toBe(404)
    expect((await follow({ model_id: creatorId }, null)).statusCode).toBe(401)
  })
})

describe('DELETE /api/follows', () => {
  it('unfollows (and repeating is fine)', async () => {
    await follow({ model_id: creatorId })
    expect((await unfollow({ model_id: creatorId })).json()).toEqual({
      data: { model_id: creatorId, following: false, notify: false },
    })
    expect(await followRow()).toBeUndefined()
    expect((await unfollow({ model_id: creatorId })).statusCode).toBe(200)
    const profile = await send(t, fan, { method: 'GET', url: `/api/models/${creatorId}` })
    expect((profile.json() as { data: { following: boolean } }).data.following).toBe(false)
  })

  it('answers 401 for a guest', async () => {
    expect((await unfollow({ model_id: creatorId }, null)).statusCode).toBe(401)
  })
})
