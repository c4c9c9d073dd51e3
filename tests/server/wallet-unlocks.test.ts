/**
 * Post unlocks (model_id, post_id, tokens): the price is the post's own,
 * an unlocked post opens to its buyer only (content, comments and signed pictures), a viewer who
 * may already see the post pays nothing, a normal or premium post is for subscribers, and an
 * unlock is charged once however many requests race for it.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts, postUnlocks } from '../../server/db/schema/index'
import { authed, call, registerUser, type Signed } from '../fixtures/auth'
import { demoLogin, type PayApp } from './payments-fixture'
import {
  balanceOf,
  createWalletApp,
  expectLedgerBalanced,
  fund,
  ledgerRowCount,
  seededPost,
  spend,
  unlock,
} from './wallet-fixture'

type PostBody = {
  id: number
  available: boolean
  tokens_quantity: number
  content: { public_thumbnail_image_path: { small: string; large: string } }[]
}

let t: PayApp

beforeAll(async () => {
  t = await createWalletApp()
})
afterAll(() => t.close())

async function readPost(id: number, who: Signed | null): Promise<PostBody> {
  const res = who
    ? await authed(t, who.accessToken, { method: 'GET', url: `/api/posts/${id}` })
    : await call(t, { method: 'GET', url: `/api/posts/${id}` })
  expect(res.statusCode).toBe(200)
  return res.json().data as PostBody
}

describe('unlocking a tokens post', () => {
  it('charges the post’s price and opens it, with signed pictures, to the buyer only', async () => {
    const post = await seededPost(t, 'tokens')
    const [buyer, stranger] = [await registerUser(t), await registerUser(t)]
    await fund(t, buyer.user.id, post.tokensQuantity + 5)
    expect((await readPost(post.id, buyer)).available).toBe(false)

    const res = await spend(t, buyer, unlock(post.creatorId, post.id, post.tokensQuantity))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      data: 'ok',
      meta: { balance: 5, charged: post.tokensQuantity, unlocked_post_id: post.id },
    })
    const opened = await readPost(post.id, buyer)
    expect(opened.available).toBe(true)
    const picture = opened.content[0]?.public_thumbnail_image_path.large ?? ''
    expect(picture).toMatch(/^\/media\/locked\//)
    const image = await call(t, { method: 'GET', url: picture, cookies: { velvet_media: buyer.mediaCookie } })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    const comments = await authed(t, buyer.accessToken, { method: 'GET', url: `/api/comments?post_id=${post.id}` })
    expect(comments.statusCode).toBe(200)

    expect((await readPost(post.id, stranger)).available).toBe(false)
    const borrowed = await call(t, { method: 'GET', url: picture, cookies: { velvet_media: stranger.mediaCookie } })
    expect(borrowed.statusCode).toBe(403)
    const list = await authed(t, buyer.accessToken, { method: 'GET', url: '/api/tokens' })
    expect(list.json().data[0]).toMatchObject({ operation: 'unlock', tokens: -post.tokensQuantity, post_id: post.id })
    await expectLedgerBalanced(t)
  })

  it('never trusts the client’s price: another amount is 409 price_changed with the real one', async () => {
    const post = await seededPost(t, 'tokens')
    const buyer = await registerUser(t)
    await fund(t, buyer.user.id, 1000)
    for (const tokens of [1, post.tokensQuantity - 1, post.tokensQuantity + 1]) {
      const res = await spend(t, buyer, unlock(post.creatorId, post.id, tokens))
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'price_changed', tokens: post.tokensQuantity })
    }
    expect(await balanceOf(t, buyer)).toBe(1000)
  })

  it('charges once when 20 unlocks of the same post race, and nothing for a second unlock later', async () => {
    const post = await seededPost(t, 'tokens')
    const buyer = await registerUser(t)
    await fund(t, buyer.user.id, 500)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => spend(t, buyer, unlock(post.creatorId, post.id, post.tokensQuantity))),
    )
    expect(answers.every((res) => res.statusCode === 201)).toBe(true)
    expect(answers.filter((res) => res.json().meta.charged === post.tokensQuantity)).toHaveLength(1)
    expect(await balanceOf(t, buyer)).toBe(500 - post.tokensQuantity)
    const later = await spend(t, buyer, unlock(post.creatorId, post.id, post.tokensQuantity))
    expect(later.json().meta).toMatchObject({ charged: 0, transaction_id: null, unlocked_post_id: post.id })
    const rows = await t.db
      .select()
      .from(postUnlocks)
      .where(and(eq(postUnlocks.userId, buyer.user.id), eq(postUnlocks.postId, post.id)))
    expect(rows).toHaveLength(1)
    await expectLedgerBalanced(t)
  })

  it('asks to buy tokens when the balance is short (402, data.error), and moves nothing', async () => {
    const post = await seededPost(t, 'tokens')
    const buyer = await registerUser(t)
    await fund(t, buyer.user.id, post.tokensQuantity - 1)
    const before = await ledgerRowCount(t)
    const res = await spend(t, buyer, unlock(post.creatorId, post.id, post.tokensQuantity))
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({
      code: 'insufficient_tokens',
      balance: post.tokensQuantity - 1,
      required: post.tokensQuantity,
      data: { error: expect.any(String) },
    })
    expect(await ledgerRowCount(t)).toBe(before)
    expect((await readPost(post.id, buyer)).available).toBe(false)
  })
})

describe('the unlock rules', () => {
  it('a normal or premium post is for subscribers: a non-member is refused (409 not_unlockable), uncharged', async () => {
    const buyer = await registerUser(t)
    await fund(t, buyer.user.id, 100)
    for (const kind of ['normal', 'premium'] as const) {
      const post = await seededPost(t, kind)
      const res = await spend(t, buyer, unlock(post.creatorId, post.id, 5))
      expect(res.statusCode, kind).toBe(409)
      expect(res.json()).toMatchObject({ code: 'not_unlockable' })
    }
    expect(await balanceOf(t, buyer)).toBe(100)
  })

  it('a viewer who may already see the post is not charged (a member and a normal post, a free post)', async () => {
    const member = await demoLogin(t, 'member')
    const before = await balanceOf(t, member)
    for (const kind of ['normal', 'free'] as const) {
      const post = await seededPost(t, kind)
      const res = await spend(t, member, unlock(post.creatorId, post.id, 5))
      expect(res.statusCode, kind).toBe(201)
      expect(res.json().meta).toMatchObject({ charged: 0, unlocked_post_id: post.id })
    }
    expect(await balanceOf(t, member)).toBe(before)
  })

  it('a creator cannot unlock their own post, and a post of another creator is 404', async () => {
    const creator = await demoLogin(t, 'creator')
    const own = await seededPost(t, 'tokens', { creatorId: t.demoCreator.id })
    await fund(t, creator.user.id, 100)
    const res = await spend(t, creator, unlock(own.creatorId, own.id, own.tokensQuantity))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'own_content' })
    const [foreign] = await t.db.select().from(posts).where(ne(posts.creatorId, own.creatorId)).limit(1)
    const buyer = await registerUser(t)
    const mismatch = await spend(t, buyer, unlock(own.creatorId, foreign?.id ?? 0, 5))
    expect(mismatch.statusCode).toBe(404)
  })

  it('refuses malformed unlocks with 422 (no post, zero tokens, a string price, unknown fields)', async () => {
    const buyer = await registerUser(t)
    const post = await seededPost(t, 'tokens')
    const bodies = [
      { type: 'post_block', model_id: post.creatorId, tokens: post.tokensQuantity },
      unlock(post.creatorId, post.id, 0),
      { ...unlock(post.creatorId, post.id, 1), tokens: String(post.tokensQuantity) },
      unlock(post.creatorId, post.id, post.tokensQuantity, { message: 'hi' }),
    ]
    for (const body of bodies) {
      expect((await spend(t, buyer, body, randomUUID())).statusCode, JSON.stringify(body)).toBe(422)
    }
  })
})
