/**
 * Creators publish (POST /api/posts) and their followers who opted in are notified by web push, off
 * the request path: global opt-in or `notify` on the follow; `hide_creator` devices get a generic
 * payload without the creator; 404/410 delete the subscription; 429/5xx/network are retried; a
 * replayed publish notifies nobody twice. Publishing is for creators' users, as themselves only.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators, movieModels, posts, pushSubscriptions, users } from '../../server/db/schema/index'
import { registerUser, type Signed } from '../fixtures/auth'
import {
  createSocialTestApp,
  fakeSubscription,
  loginDemo,
  newKey,
  type SentPush,
  type SocialTestApp,
  send,
} from './social-fixture'

type PostPayload = {
  id: number
  front_container: string
  tokens_quantity: number
  description: string
  content: { component: string; main_video_id: number | null; public_thumbnail_image_path: { small: string } }[]
  webstar: { data: { id: number; username: string | null; name: string } }
}

let t: SocialTestApp
let creator: Signed
let creatorId: number
let creatorUsername: string

beforeAll(async () => {
  // One creator publishes many posts here; the per-account publishing limit would stop them.
  t = await createSocialTestApp({ seed: true, config: { rateLimit: false } })
  creator = await loginDemo(t, 'creator')
  creatorId = creator.user.model_id ?? 0
  creatorUsername = creator.user.username
})
afterAll(() => t.close())

function publish(who: Signed | null, payload: Record<string, unknown>, key?: string) {
  return send(t, who, { method: 'POST', url: '/api/posts', payload, ...(key ? { key } : {}) })
}

/** A user following the creator (or not), with one device, and the given opt-ins. */
async function follower(options: {
  follows?: boolean
  notify?: boolean
  newPosts?: boolean
  hideCreator?: boolean
  lang?: 'es'
}) {
  const who = await registerUser(t)
  const sub = fakeSubscription()
  if (options.follows !== false) {
    await send(t, who, {
      method: 'POST',
      url: '/api/follows',
      payload: { model_id: creatorId, ...(options.notify ? { notify: true } : {}) },
    })
  }
  if (options.newPosts) {
    await send(t, who, { method: 'PUT', url: '/api/push/preferences', payload: { new_posts: true } })
  }
  await send(t, who, {
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: { ...sub, ...(options.hideCreator ? { hide_creator: true } : {}) },
  })
  if (options.lang) await t.db.update(users).set({ lastLangCode: options.lang }).where(eq(users.id, who.user.id))
  return { who, endpoint: sub.endpoint }
}

function sentTo(endpoint: string, postId?: number): SentPush[] {
  return t.pushes.filter(
    (push) => push.target.endpoint === endpoint && (postId === undefined || push.payload.post_id === postId),
  )
}

describe('POST /api/posts', () => {
  it('publishes a post as the signed-in creator (201) with generated artwork', async () => {
    const res = await publish(creator, {
      description: 'Golden hour on the terrace',
      front_container: 'free',
      elements: [{ component: 'picture', shape: 'square' }, { component: 'picture' }],
    })
    expect(res.statusCode).toBe(201)
    const { data } = res.json() as { data: PostPayload }
    expect(data).toMatchObject({
      front_container: 'free',
      tokens_quantity: 0,
      description: 'Golden hour on the terrace',
    })
    expect(data.webstar.data.id).toBe(creatorId)
    expect(data.content).toHaveLength(2)
    expect(data.content[0]?.public_thumbnail_image_path.small).toMatch(
      /^\/media\/art\/v1\/post-square\/\w+\/\d+\/small\.webp$/,
    )
    const shown = await send(t, null, { method: 'GET', url: `/api/posts/${data.id}` })
    expect(shown.statusCode).toBe(200)
    await t.jobs.idle()
  })

  it("publishes a tokens post with a price and one of the creator's own movies", async () => {
    const [own] = await t.db
      .select({ movieId: movieModels.movieId })
      .from(movieModels)
      .where(eq(movieModels.creatorId, creatorId))
      .limit(1)
    if (!own) throw new Error('the demo creator has no movie')
    const res = await publish(creator, {
      description: 'Behind the scenes',
      front_container: 'tokens',
      tokens_quantity: 5,
      elements: [{ component: 'movie', movie_id: own.movieId }],
    })
    expect(res.statusCode).toBe(201)
    expect((res.json() as { data: PostPayload }).data.content[0]?.component).toBe('movie')
    await t.jobs.idle()
  })

  it('refuses bad posts with 422', async () => {
    const [foreign] = await t.db
      .select({ movieId: movieModels.movieId, creatorId: movieModels.creatorId })
      .from(movieModels)
      .limit(50)
      .then((rows) => rows.filter((row) => row.creatorId !== creatorId))
    const picture = { component: 'picture' }
    for (const body of [
      { front_container: 'tokens', tokens_quantity: 2, elements: [picture] },
      { front_container: 'tokens', elements: [picture] },
      { front_container: 'free', tokens_quantity: 5, elements: [picture] },
      { front_container: 'free', elements: [] },
      { front_container: 'free', elements: [picture, picture, picture, picture, picture] },
      { front_container: 'secret', elements: [picture] },
      { front_container: 'free', elements: [{ component: 'picture', shape: 'round' }] },
      { front_container: 'free', elements: [{ component: 'movie', movie_id: foreign?.movieId }] },
      { front_container: 'free', description: 'x'.repeat(2001), elements: [picture] },
      { front_container: 'free', elements: [picture], model_id: 1 },
    ]) {
      const res = await publish(creator, body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422)
    }
  })

  it("is for creators' users only (403), as themselves, and not for guests (401)", async () => {
    const fan = await registerUser(t)
    const body = { front_container: 'free', elements: [{ component: 'picture' }] }
    const res = await publish(fan, body)
    expect(res.statusCode).toBe(403)
    expect((await publish(null, body)).statusCode).toBe(401)
    const [mine] = await t.db.select({ total: count() }).from(posts).where(eq(posts.creatorId, creatorId))
    expect(mine?.total).toBeGreaterThan(0)
  })
})

describe('new-post notifications', () => {
  it('reach opted-in followers only, after the response, on each device', async () => {
    const global = await follower({ newPosts: true })
    const perFollow = await follower({ notify: true })
    const notOptedIn = await follower({})
    const notFollowing = await follower({ follows: false, newPosts: true })
    const banned = await follower({ newPosts: true })
    await t.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.who.user.id))
    const secondDevice = fakeSubscription()
    await send(t, global.who, { method: 'POST', url: '/api/push/subscriptions', payload: secondDevice })

    const release = t.holdPushes()
    const res = await publish(creator, {
      description: 'New set is up!',
      front_container: 'free',
      elements: [{ component: 'picture' }],
    })
    expect(res.statusCode).toBe(201)
    // The answer came while every send was still held: the handler never waits for the fan-out.
    expect(t.pushes).toHaveLength(0)
    release()
    await t.jobs.idle()
    const postId = (res.json() as { data: PostPayload }).data.id

    expect(sentTo(global.endpoint, postId)).toHaveLength(1)
    expect(sentTo(secondDevice.endpoint, postId)).toHaveLength(1)
    expect(sentTo(perFollow.endpoint, postId)).toHaveLength(1)
    expect(sentTo(notOptedIn.endpoint)).toHaveLength(0)
    expect(sentTo(notFollowing.endpoint)).toHaveLength(0)
    expect(sentTo(banned.endpoint)).toHaveLength(0)

    const [push] = sentTo(global.endpoint, postId)
    const [profile] = await t.db.select({ name: creators.name }).from(creators).where(eq(creators.id, creatorId))
    expect(push?.payload).toEqual({
      title: `${profile?.name} posted something new`,
      body: 'New set is up!',
      url: `/@${creatorUsername}/post/${postId}`,
      icon: expect.stringMatching(/^\/media\/art\/v1\/avatar\/.+\/small\.webp$/),
      tag: `post-${postId}`,
      post_id: postId,
      creator: { name: profile?.name, username: creatorUsername },
    })
    expect(push?.options).toEqual({ TTL: 86_400, urgency: 'normal', topic: `post-${postId}` })
    expect(t.jobErrors).toEqual([])
  })

  it("hide the creator on devices that ask for it, and speak the follower's language", async () => {
    const discreet = await follower({ newPosts: true, hideCreator: true })
    const spanish = await follower({ notify: true, lang: 'es' })
    const res = await publish(creator, {
      description: 'Hola',
      front_container: 'free',
      elements: [{ component: 'picture' }],
    })
    await t.jobs.idle()
    const postId = (res.json() as { data: PostPayload }).data.id
    const [hidden] = sentTo(discreet.endpoint, postId)
    expect(hidden?.payload).toEqual({
      title: 'A creator you follow posted',
      body: 'Tap to see the new post.',
      url: `/@${creatorUsername}/post/${postId}`,
      icon: '/icons/icon-192.png',
      tag: `post-${postId}`,
      post_id: postId,
      creator: null,
    })
    expect(JSON.stringify(hidden?.payload)).not.toContain('Hola')
    const [es] = sentTo(spanish.endpoint, postId)
    expect(es?.payload.title).toMatch(/ha publicado algo nuevo$/)
  })

  it('delete subscriptions the push service says are gone (404, 410) and keep the others', async () => {
    const gone = await follower({ newPosts: true })
    const notFound = await follower({ newPosts: true })
    const rejected = await follower({ newPosts: true })
    t.pushStatus.set(gone.endpoint, 410)
    t.pushStatus.set(notFound.endpoint, 404)
    t.pushStatus.set(rejected.endpoint, 400)
    await publish(creator, { front_container: 'free', elements: [{ component: 'picture' }] })
    await t.jobs.idle()
    const left = async (endpoint: string) =>
      (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length
    expect(await left(gone.endpoint)).toBe(0)
    expect(await left(notFound.endpoint)).toBe(0)
    // Another 4xx is not "gone": no retry, and the device stays.
    expect(sentTo(rejected.endpoint)).toHaveLength(1)
    expect(await left(rejected.endpoint)).toBe(1)
  })

  it('retry 5xx, 429 and network failures with backoff, up to three retries', async () => {
    const flaky = await follower({ newPosts: true })
    const busy = await follower({ newPosts: true })
    const offline = await follower({ newPosts: true })
    const down = await follower({ newPosts: true })
    t.pushStatus.set(flaky.endpoint, (attempt) => (attempt < 3 ? 503 : 201))
    t.pushStatus.set(busy.endpoint, (attempt) => (attempt === 1 ? 429 : 201))
    t.pushStatus.set(offline.endpoint, (attempt) => (attempt === 1 ? 'network' : 201))
    t.pushStatus.set(down.endpoint, 500)
    const res = await publish(creator, { front_container: 'free', elements: [{ component: 'picture' }] })
    await t.jobs.idle()
    const postId = (res.json() as { data: PostPayload }).data.id
    expect(sentTo(flaky.endpoint, postId)).toHaveLength(3)
    expect(sentTo(busy.endpoint, postId)).toHaveLength(2)
    expect(sentTo(offline.endpoint, postId)).toHaveLength(2)
    expect(sentTo(down.endpoint, postId)).toHaveLength(4)
    const kept = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, down.endpoint))
    expect(kept).toHaveLength(1)
  })

  it('are sent once for a publish replayed with the same Idempotency-Key', async () => {
    const fan = await follower({ newPosts: true })
    const key = newKey()
    const body = { description: 'Once', front_container: 'free', elements: [{ component: 'picture' }] }
    const first = await publish(creator, body, key)
    await t.jobs.idle()
    const again = await publish(creator, body, key)
    await t.jobs.idle()
    expect(again.headers['idempotent-replayed']).toBe('true')
    const postId = (first.json() as { data: PostPayload }).data.id
    expect((again.json() as { data: PostPayload }).data.id).toBe(postId)
    expect(sentTo(fan.endpoint, postId)).toHaveLength(1)
  })

  it("leave out the creator's own account", async () => {
    const sub = fakeSubscription()
    await send(t, creator, { method: 'POST', url: '/api/follows', payload: { model_id: creatorId, notify: true } })
    await send(t, creator, { method: 'POST', url: '/api/push/subscriptions', payload: sub })
    await publish(creator, { front_container: 'free', elements: [{ component: 'picture' }] })
    await t.jobs.idle()
    expect(sentTo(sub.endpoint)).toHaveLength(0)
  })
})
