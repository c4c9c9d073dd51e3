/**
 * Guests' pages of posts come from the read model (server/db/schema/post-cards.ts,
 * server/modules/posts/cards.ts): the posts' cards kept serialised, cleared by triggers
 * on every write that changes them, built again by the next guest. What a guest relies on: the
 * same posts, in the same order and shape, as the rows make for anyone without marks, and never a
 * card older than the last write.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators, movies, postCards, postElements, posts } from '../../server/db/schema/index'
import { GUEST } from '../../server/lib/viewer'
import { CARD_SHAPE } from '../../server/modules/posts/cards'
import { storeCards } from '../../server/modules/posts/repository'
import { listCelebrityPosts, listCreatorPosts } from '../../server/modules/posts/service'
import { type AuthTestApp, authed, createAuthTestApp, registerUser, type Signed } from '../fixtures/auth'

type CardPost = {
  id: number
  likes: number
  available: boolean
  description: string
  content: { name: string | null; preview_video_path: string | null }[]
  chat: boolean
  webstar?: { data: { id: number; name: string; sex: string } }
}

let t: AuthTestApp
let viewer: Signed

beforeAll(async () => {
  // The public cache off: every guest answer here comes from PostgreSQL.
  t = await createAuthTestApp({ seed: true, config: { publicCache: false } })
  // Signed in, not a member, no likes, no follows: the rows make for them what a guest sees.
  viewer = await registerUser(t)
})
afterAll(() => t.close())

async function page(path: string, who?: Signed): Promise<{ data: CardPost[]; total: number; pages: number }> {
  const res = who
    ? await authed(t, who.accessToken, { method: 'GET', url: path })
    : await t.app.inject({ method: 'GET', url: path })
  expect(res.statusCode).toBe(200)
  const body = res.json()
  return { data: body.data, total: body.meta.pagination.total, pages: body.meta.pagination.total_pages }
}

/** A guest's page as the service returns it, parsed. */
async function guestCelebrities(siteType: 'divas' | 'chads', perPage = 50): Promise<CardPost[]> {
  const result = await listCelebrityPosts(t.db, {
    siteType,
    page: 1,
    perPage,
    includeCreator: true,
    viewer: GUEST,
    paidPictures: () => undefined,
  })
  if (Array.isArray(result.posts)) throw new Error('a guest page should come from the cards')
  return JSON.parse(result.posts.json)
}

async function guestOfCreator(creatorId: number): Promise<CardPost[]> {
  const result = await listCreatorPosts(t.db, creatorId, {
    page: 1,
    perPage: 50,
    includeCreator: true,
    viewer: GUEST,
    paidPictures: () => undefined,
  })
  return JSON.parse(Array.isArray(result.posts) ? JSON.stringify(result.posts) : result.posts.json)
}

describe('a guest page from the cards', () => {
  it('is, page by page, the page the rows make for a viewer without marks, in both themes and every list', async () => {
    const [someCreator] = await t.db.select({ id: creators.id }).from(creators).limit(1)
    const lists = [
      ...['divas', 'chads'].flatMap((theme) => [
        `/api/celebrities?site_type=${theme}&include=webstar`,
        `/api/celebrities?site_type=${theme}`,
        `/api/feeds?site_type=${theme}&include=webstar`,
        `/api/feeds?site_type=${theme}&per_page=7`,
      ]),
      `/api/models/${someCreator?.id}/posts?include=webstar&per_page=3`,
    ]
    let compared = 0
    for (const list of lists) {
      // Twice as a guest: the first answer builds cards, the second reads them.
      for (const round of [1, 2]) {
        const first = await page(`${list}&page=1`)
        expect(first.data.length, `${list} (round ${round})`).toBeGreaterThan(0)
        for (let n = 1; n <= first.pages; n++) {
          const guest = await page(`${list}&page=${n}`)
          const rows = await page(`${list}&page=${n}`, viewer)
          expect(guest.data, `${list}&page=${n} (round ${round})`).toEqual(rows.data)
          expect(guest.total).toBe(rows.total)
          compared += guest.data.length
        }
      }
    }
    expect(compared).toBeGreaterThan(100)
    const [stored] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postCards)
      .where(eq(postCards.shape, CARD_SHAPE))
    expect(stored?.n).toBeGreaterThan(50)
  })

  it('answers several pages asked in the same turn each with its own posts', async () => {
    const one = async (n: number) => (await page(`/api/feeds?site_type=divas&per_page=5&page=${n}`)).data
    const together = await Promise.all([1, 2, 3, 4, 5].map(one))
    const apart: CardPost[][] = []
    for (const n of [1, 2, 3, 4, 5]) apart.push(await one(n))
    expect(together).toEqual(apart)
    expect(new Set(together.flat().map((post) => post.id)).size).toBe(25)
  })
})

describe('a write', () => {
  it('to a post, one of its elements, its creator or a movie it shows is on the next guest page', async () => {
    const [before] = await guestCelebrities('divas')
    if (!before?.webstar) throw new Error('the seed has a celebrity post with its creator')
    const postId = before.id
    await t.db
      .update(posts)
      .set({ likesCount: before.likes + 7 })
      .where(eq(posts.id, postId))
    expect((await guestCelebrities('divas'))[0]?.likes).toBe(before.likes + 7)

    await t.db.update(posts).set({ description: 'Edited for the cards test' }).where(eq(posts.id, postId))
    expect((await guestCelebrities('divas'))[0]?.description).toBe('Edited for the cards test')

    await t.db.update(creators).set({ name: 'Renamed Creator' }).where(eq(creators.id, before.webstar.data.id))
    const renamed = (await guestCelebrities('divas')).filter(
      (post) => post.webstar?.data.id === before.webstar?.data.id,
    )
    expect(renamed.length).toBeGreaterThan(0)
    for (const post of renamed) expect(post.webstar?.data.name).toBe('Renamed Creator')

    await t.db.update(postElements).set({ name: 'Renamed element' }).where(eq(postElements.postId, postId))
    expect((await guestCelebrities('divas'))[0]?.content.every((element) => element.name === 'Renamed element')).toBe(
      true,
    )
  })

  it('to a movie changes the preview of the free posts that show it', async () => {
    const [shown] = await t.db
      .select({ postId: posts.id, movieId: postElements.movieId, creatorId: posts.creatorId })
      .from(postElements)
      .innerJoin(posts, eq(posts.id, postElements.postId))
      .where(and(eq(posts.frontContainer, 'free'), sql`${postElements.movieId} is not null`))
      .limit(1)
    if (!shown?.movieId) throw new Error('the seed has a free post showing a movie')
    await guestOfCreator(shown.creatorId)
    await t.db.update(movies).set({ thumbnailVideoPath: '/media/previews/new.mp4' }).where(eq(movies.id, shown.movieId))
    const post = (await guestOfCreator(shown.creatorId)).find((one) => one.id === shown.postId)
    expect(post?.content.some((element) => element.preview_video_path === '/media/previews/new.mp4')).toBe(true)
  })

  it('that moves a creator between themes or off the celebrities moves their posts with them', async () => {
    const divas = await guestCelebrities('divas')
    const moved = divas.find((post) => post.webstar?.data.sex === 'F')?.webstar?.data.id
    if (moved === undefined) throw new Error('the seed has a divas celebrity')
    await t.db.update(creators).set({ sex: 'M' }).where(eq(creators.id, moved))
    expect((await guestCelebrities('divas')).some((post) => post.webstar?.data.id === moved)).toBe(false)
    expect((await guestCelebrities('chads')).some((post) => post.webstar?.data.id === moved)).toBe(true)
    await t.db.update(creators).set({ isCelebrity: false }).where(eq(creators.id, moved))
    expect((await guestCelebrities('chads')).some((post) => post.webstar?.data.id === moved)).toBe(false)
    expect((await guestOfCreator(moved)).length).toBeGreaterThan(0)
  })

  it('that adds or deletes a post adds it to or takes it from the guest pages', async () => {
    const [top] = await guestCelebrities('divas')
    const creatorId = top?.webstar?.data.id
    if (creatorId === undefined) throw new Error('the seed has a divas celebrity')
    const [added] = await t.db
      .insert(posts)
      .values({
        creatorId,
        frontContainer: 'free',
        description: 'Brand new',
        publishedAt: new Date(Date.now() + 60_000),
      })
      .returning({ id: posts.id })
    if (!added) throw new Error('inserted')
    await t.db
      .insert(postElements)
      .values({ postId: added.id, component: 'picture', imagePath: '/media/art/v1/new', width: 10, height: 10 })
    const [first] = await guestCelebrities('divas')
    expect(first).toMatchObject({ id: added.id, description: 'Brand new', available: true })
    expect(first?.content).toHaveLength(1)
    await t.db.delete(posts).where(eq(posts.id, added.id))
    expect((await guestCelebrities('divas')).some((post) => post.id === added.id)).toBe(false)
  })

  it('made after a reader chose its page keeps that reader from storing the card it built', async () => {
    const [top] = await guestCelebrities('divas')
    if (!top) throw new Error('a page')
    const [read] = await t.db
      .select({ generation: postCards.generation })
      .from(postCards)
      .where(eq(postCards.postId, top.id))
    if (!read) throw new Error('every post has a card row')
    await t.db
      .update(posts)
      .set({ likesCount: top.likes + 1 })
      .where(eq(posts.id, top.id))
    await storeCards(t.db, [
      { postId: top.id, generation: read.generation, shape: CARD_SHAPE, plain: '{"old":1}', withCreator: '{"old":1}' },
    ])
    const [after] = await t.db.select().from(postCards).where(eq(postCards.postId, top.id))
    expect(after?.generation).toBeGreaterThan(read.generation)
    expect(after?.withCreator).toBeNull()
    expect((await guestCelebrities('divas'))[0]?.likes).toBe(top.likes + 1)
  })
})

it('in flight neither holds up a guest page nor lets the card built under it be kept', async () => {
  const [top] = await guestCelebrities('divas')
  if (!top) throw new Error('a page')
  // No card, so the next guest builds one and goes to store it.
  await t.db.update(postCards).set({ plain: null, withCreator: null }).where(eq(postCards.postId, top.id))
  const writer = await t.db.$client.connect()
  try {
    await writer.query('begin')
    // The trigger clears the card and holds its row until the write commits.
    await writer.query('update posts set likes_count = likes_count + 1 where id = $1', [top.id])
    // Awaited while the write is open: a page that waited on it would never come.
    const during = await guestCelebrities('divas')
    expect(during[0]).toEqual(top)
    await writer.query('commit')
  } finally {
    writer.release()
  }
  const [after] = await guestCelebrities('divas')
  expect(after?.likes).toBe(top.likes + 1)
})

it('builds again the cards another serialiser wrote', async () => {
  const divas = await guestCelebrities('divas', 3)
  const ids = divas.map((post) => post.id)
  await t.db
    .update(postCards)
    .set({ shape: 'an-older-build', withCreator: '{"stale":true}', plain: '{"stale":true}' })
    .where(inArray(postCards.postId, ids))
  expect(await guestCelebrities('divas', 3)).toEqual(divas)
  const rows = await t.db.select({ shape: postCards.shape }).from(postCards).where(inArray(postCards.postId, ids))
  expect(rows.map((row) => row.shape)).toEqual(ids.map(() => CARD_SHAPE))
})

it("offers the creator's chat on their posts while the chat is on and the menu shown, to guests and signed-in viewers alike", async () => {
  const [top] = await guestCelebrities('divas')
  const creatorId = top?.webstar?.data.id
  if (creatorId === undefined) throw new Error('the seed has a divas celebrity')
  const chatOf = async () => {
    const [guest, signed] = [
      await guestOfCreator(creatorId),
      (await page(`/api/models/${creatorId}/posts`, viewer)).data,
    ]
    return [...new Set(guest.map((post) => post.chat)), ...new Set(signed.map((post) => post.chat))]
  }
  await t.db.update(creators).set({ chatEnabled: true, hiddenMenu: false }).where(eq(creators.id, creatorId))
  expect(await chatOf()).toEqual([true, true])
  await t.db.update(creators).set({ chatEnabled: false }).where(eq(creators.id, creatorId))
  expect(await chatOf()).toEqual([false, false])
  await t.db.update(creators).set({ chatEnabled: true, hiddenMenu: true }).where(eq(creators.id, creatorId))
  expect(await chatOf()).toEqual([false, false])
})
