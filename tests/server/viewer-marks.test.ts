/**
 * A signed-in viewer's marks on a page of posts (liked, following with notifications, subscribed to
 * the creator, unlocked with tokens) come from one prepared statement that every viewer shares
 * (server/modules/posts/viewer-marks.ts, issue 13): each viewer gets their own marks, whichever
 * requests run beside theirs, and never another viewer's.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows, postLikes, subscriptionPlans, subscriptions } from '../../server/db/schema/index'
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

function byId(page: PagePost[], id: number): PagePost {
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
    const [plan] = await t.db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.creatorId, creatorId), isNotNull(subscriptionPlans.creatorId)))
      .limit(1)
    if (!plan) throw new Error('seed changed: the creator has no subscription plan')
    const now = t.clock()
    await t.db.insert(subscriptions).values({
      userId: fan.user.id,
      planId: plan.id,
      creatorId,
      status: 'approved',
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
    })

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
})
