/**
 * Web push subscriptions and preferences: the VAPID public key, subscribing a device (upsert by
 * endpoint, https on a known push service only, keys checked, at most 10 devices), unsubscribing
 * only one's own, and the opt-in preferences with `hide_creator` for every device.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushSubscriptions } from '../../server/db/schema/index'
import { registerUser, type Signed } from '../fixtures/auth'
import { createSocialTestApp, fakeSubscription, type SocialTestApp, send } from './social-fixture'

type Preferences = { data: { new_posts: boolean; hide_creator: boolean; devices: number } }

let t: SocialTestApp
let alice: Signed
let bob: Signed

beforeAll(async () => {
  t = await createSocialTestApp()
  alice = await registerUser(t)
  bob = await registerUser(t)
})
afterAll(() => t.close())

function subscribe(who: Signed | null, payload: unknown) {
  return send(t, who, { method: 'POST', url: '/api/push/subscriptions', payload: payload as Record<string, unknown> })
}
function unsubscribe(who: Signed | null, endpoint: string) {
  return send(t, who, { method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint } })
}
async function ownerOf(endpoint: string) {
  const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
  return row
}

describe('GET /api/push/vapid_public_key', () => {
  it("gives the server's VAPID public key (a 65-byte P-256 point) to anyone", async () => {
    const res = await send(t, null, { method: 'GET', url: '/api/push/vapid_public_key' })
    expect(res.statusCode).toBe(200)
    const key = (res.json() as { data: { public_key: string } }).data.public_key
    expect(key).toBe(t.secrets.vapid.publicKey)
    expect(Buffer.from(key, 'base64url')).toHaveLength(65)
  })
})

describe('GET /api/dev/push', () => {
  it('does not exist unless DEV_PUSH_INBOX is on', async () => {
    const res = await send(t, null, { method: 'GET', url: '/api/dev/push' })
    expect(res.statusCode).toBe(404)
  })
})

describe('POST /api/push/subscriptions', () => {
  it("saves the browser's subscription JSON and updates it in place", async () => {
    const sub = fakeSubscription()
    const res = await subscribe(alice, { ...sub, expirationTime: null })
    expect(res.statusCode).toBe(200)
    expect((res.json() as { data: object }).data).toMatchObject({ endpoint: sub.endpoint, hide_creator: false })
    const again = await subscribe(alice, { ...sub, hide_creator: true })
    expect((again.json() as { data: { hide_creator: boolean } }).data.hide_creator).toBe(true)
    const [rows] = await t.db
      .select({ total: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.endpoint))
    expect(rows?.total).toBe(1)
  })

  it('moves a device that changed hands to its new user', async () => {
    const sub = fakeSubscription()
    await subscribe(alice, sub)
    await subscribe(bob, sub)
    expect((await ownerOf(sub.endpoint))?.userId).toBe(bob.user.id)
  })

  it('accepts only https endpoints of known push services (no SSRF), and well-formed keys', async () => {
    const { keys } = fakeSubscription()
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pass@fcm.googleapis.com/x',
      'not a url',
      `https://fcm.googleapis.com/${'x'.repeat(2100)}`,
    ]) {
      const res = await subscribe(alice, { endpoint, keys })
      expect(res.statusCode, endpoint).toBe(422)
    }
    for (const ok of [
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]) {
      expect((await subscribe(alice, { endpoint: ok, keys })).statusCode, ok).toBe(200)
    }
    const { endpoint } = fakeSubscription()
    expect((await subscribe(alice, { endpoint, keys: { ...keys, p256dh: 'AAAA' } })).statusCode).toBe(422)
    expect((await subscribe(alice, { endpoint, keys: { ...keys, auth: 'AAAA' } })).statusCode).toBe(422)
    expect((await subscribe(alice, { endpoint, keys: { ...keys, auth: '!!!' } })).statusCode).toBe(422)
    expect((await subscribe(alice, { endpoint })).statusCode).toBe(422)
  })

  it('is for signed-in users', async () => {
    expect((await subscribe(null, fakeSubscription())).statusCode).toBe(401)
  })

  it('keeps at most 10 devices per user, the newest', async () => {
    const carol = await registerUser(t)
    const subs = Array.from({ length: 11 }, () => fakeSubscription())
    for (const sub of subs) {
      await subscribe(carol, sub)
      t.clock.advance(1000)
    }
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, carol.user.id))
    expect(rows).toHaveLength(10)
    expect(rows.map((row) => row.endpoint)).not.toContain(subs[0]?.endpoint)
  })
})

describe('DELETE /api/push/subscriptions', () => {
  it("removes the caller's own subscription only", async () => {
    const sub = fakeSubscription()
    await subscribe(alice, sub)
    const theirs = await unsubscribe(bob, sub.endpoint)
    expect(theirs.statusCode).toBe(200)
    expect(theirs.json()).toEqual({ data: { deleted: false } })
    expect(await ownerOf(sub.endpoint)).toBeDefined()
    expect((await unsubscribe(alice, sub.endpoint)).json()).toEqual({ data: { deleted: true } })
    expect(await ownerOf(sub.endpoint)).toBeUndefined()
    expect((await unsubscribe(null, sub.endpoint)).statusCode).toBe(401)
  })
})

describe('push preferences', () => {
  it('start opted out, and save the choices', async () => {
    const dave = await registerUser(t)
    const get = async () => (await send(t, dave, { method: 'GET', url: '/api/push/preferences' })).json() as Preferences
    expect((await get()).data).toEqual({ new_posts: false, hide_creator: false, devices: 0 })
    const first = fakeSubscription()
    await subscribe(dave, first)
    const saved = await send(t, dave, {
      method: 'PUT',
      url: '/api/push/preferences',
      payload: { new_posts: true, hide_creator: true },
    })
    expect(saved.json()).toEqual({ data: { new_posts: true, hide_creator: true, devices: 1 } })
    // hide_creator applied to the existing device, and is the default for the next one.
    expect((await ownerOf(first.endpoint))?.hideCreator).toBe(true)
    const second = fakeSubscription()
    const added = await subscribe(dave, second)
    expect((added.json() as { data: { hide_creator: boolean } }).data.hide_creator).toBe(true)
    // Leaving hide_creator out keeps it.
    await send(t, dave, { method: 'PUT', url: '/api/push/preferences', payload: { new_posts: false } })
    expect((await get()).data).toEqual({ new_posts: false, hide_creator: true, devices: 2 })
  })

  it('are per user and need a sign-in', async () => {
    expect((await send(t, null, { method: 'GET', url: '/api/push/preferences' })).statusCode).toBe(401)
    const bad = await send(t, alice, { method: 'PUT', url: '/api/push/preferences', payload: { new_posts: 'yes' } })
    expect(bad.statusCode).toBe(422)
  })
})
