/**
 * A signed-in viewer's marks on a page of posts (liked, following with notifications, subscribed to
 * the creator, unlocked with tokens) and of movies (liked, favourited, following, subscribed) come
 * from one prepared statement per list that every viewer shares (server/modules/posts/viewer-marks.ts,
 * movies/viewer-marks.ts): each viewer gets their own marks, whichever requests run beside
 * theirs, and never another viewer's.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  follows,
  movieFavorites,
  movieLikes,
  movieModels,
  postLikes,
  subscriptionPlans,
  subscriptions,
} from '../../server/db/schema/index'
import { authed, registerUser, type Signed } from '../fixtures/auth'
import type { PayApp } from './payments-fixture'
import { createWalletApp, fund, seededPost, spend, unlock } from './wallet-fixture'

type PagePost = {
  id: number
  available: boolean
  interaction: { liked: boolean }
  webstar?: { data: { id: number; following: boolean; notify?: boolean } }
}

let t: PayApp

beforeAll(async () => {
  t = await createWalletApp()
})
afterAll(() => t.close())

async function creatorPage(who: Signed, creatorId: number): Promise<PagePost[]> {
  const res = await authed(t, who.accessToken, {
    method: 'GET',
    url: `/api/models/${creatorId}/posts?include=webstar&per_page=50`,
  })
  expect(res.statusCode).toBe(200)
  return res.json().data as PagePost[]
}

type PageMovie = {
  id: number
  available: boolean
  interaction: { liked: boolean; favorited: boolean }
  following: boolean
}

/** An approved subscription to the creator, running for a month from now. */
async function subscribeTo(userId: number, creatorId: number): Promise<void> {
  const [plan] = await t.db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.creatorId, creatorId), isNotNull(subscriptionPlans.creatorId)))
    .limit(1)
  if (!plan) throw new Error('seed changed: the creator has no subscription plan')
  const now = t.clock()
  await t.db.insert(subscriptions).values({
    userId,
    planId: plan.id,
    creatorId,
    status: 'approved',
    startsAt: now,
    endsAt: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
  })
}

function byId<T extends { id: number }>(page: T[], id: number): T {
  const post = page.find((one) => one.id === id)
  if (!post) throw new Error(`post ${id} is not on the page`)
  return post
}

describe('the viewer’s marks on a page of posts', () => {
  it('are each viewer’s own, with their requests interleaved', async () => {
    const tokensPost = await seededPost(t, 'tokens')
    const creatorId = tokensPost.creatorId
    const normalPost = await seededPost(t, 'normal', { creatorId })
    const likedPost = await seededPost(t, 'free', { creatorId })
    const [fan, stranger] = [await registerUser(t), await registerUser(t)]

    await fund(t, fan.user.id, tokensPost.tokensQuantity)
    expect((await spend(t, fan, unlock(creatorId, tokensPost.id, tokensPost.tokensQuantity))).statusCode).toBe(201)
    await t.db.insert(postLikes).values({ userId: fan.user.id, postId: likedPost.id })
    await t.db.insert(follows).values({ userId: fan.user.id, creatorId, notify: true })
    await subscribeTo(fan.user.id, creatorId)

    const pages = await Promise.all([fan, stranger, fan, stranger, fan].map((who) => creatorPage(who, creatorId)))
    const [fanPage, strangerPage] = pages
    if (!fanPage || !strangerPage) throw new Error('pages missing')

    expect(byId(fanPage, tokensPost.id).available).toBe(true)
    expect(byId(fanPage, normalPost.id).available).toBe(true)
    expect(byId(fanPage, likedPost.id).interaction.liked).toBe(true)
    expect(byId(fanPage, likedPost.id).webstar?.data).toMatchObject({ id: creatorId, following: true, notify: true })

    expect(byId(strangerPage, tokensPost.id).available).toBe(false)
    expect(byId(strangerPage, normalPost.id).available).toBe(false)
    expect(strangerPage.some((post) => post.interaction.liked)).toBe(false)
    expect(byId(strangerPage, likedPost.id).webstar?.data).toMatchObject({ id: creatorId, following: false })
    expect(byId(strangerPage, likedPost.id).webstar?.data.notify).not.toBe(true)

    // The same viewer, asked again beside the other, gets the same page.
    expect(pages[2]).toEqual(fanPage)
    expect(pages[4]).toEqual(fanPage)
    expect(pages[3]).toEqual(strangerPage)
  })

  it('are each viewer’s own on a page of movies too', async () => {
    const [lead] = await t.db
      .select({ creatorId: movieModels.creatorId })
      .from(movieModels)
      .where(eq(movieModels.position, 0))
      .limit(1)
    if (!lead) throw new Error('seed changed: no movie has a model')
    const creatorId = lead.creatorId
    const [fan, stranger] = [await registerUser(t), await registerUser(t)]
    const pageOf = async (who: Signed): Promise<PageMovie[]> => {
      const res = await authed(t, who.accessToken, {
        method: 'GET',
        url: `/api/movies?model_id=${creatorId}&per_page=50`,
      })
      expect(res.statusCode).toBe(200)
      return res.json().data as PageMovie[]
    }
    const before = await pageOf(fan)
    const [first, second] = before
    if (!first || !second) throw new Error('seed changed: the creator has fewer than two movies')
    expect(first.available).toBe(false)

    await t.db.insert(movieLikes).values({ userId: fan.user.id, movieId: first.id })
    await t.db.insert(movieFavorites).values({ userId: fan.user.id, movieId: second.id })
    await t.db.insert(follows).values({ userId: fan.user.id, creatorId })
    await subscribeTo(fan.user.id, creatorId)

    const pages = await Promise.all([fan, stranger, fan, stranger].map(pageOf))
    const [fanPage, strangerPage] = pages
    if (!fanPage || !strangerPage) throw new Error('pages missing')
    expect(byId(fanPage, first.id)).toMatchObject({
      available: true,
      following: true,
      interaction: { liked: true, favorited: false },
    })
    expect(byId(fanPage, second.id).interaction).toEqual({ liked: false, favorited: true })
    expect(byId(strangerPage, first.id)).toMatchObject({
      available: false,
      following: false,
      interaction: { liked: false, favorited: false },
    })
    expect(strangerPage.some((movie) => movie.interaction.liked || movie.interaction.favorited)).toBe(false)
    expect(pages[2]).toEqual(fanPage)
    expect(pages[3]).toEqual(strangerPage)
  })
})
