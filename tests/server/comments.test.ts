/**
 * Comments: lists of a post's comments (newest first) and of a comment's
 * replies (oldest first), 10 a page; writing plain text on posts the viewer may see; replies on the
 * same post only; deleting by the author or the post's creator (others 403, guests 401), replies
 * going with their comment; posts.comments_count kept right throughout.
 */
import { count, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { comments, posts, users } from '../../server/db/schema/index'
import { registerUser, type Signed } from '../fixtures/auth'
import { createSocialTestApp, loginDemo, newKey, type SocialTestApp, send } from './social-fixture'

type Comment = {
  id: number
  post_id: number
  parent_id: number | null
  message: string
  text: string
  replies: number
  created_at: string
  user: { username: string; profile_picture: string | null; chat_id: string | null }
  can_delete: boolean
}
type Page = {
  data: Comment[]
  meta: {
    pagination: {
      total: number
      count: number
      per_page: number
      current_page: number
      total_pages: number
      links: { next: string | null }
    }
  }
}

let t: SocialTestApp
let creator: Signed
let fan: Signed
let stranger: Signed
let member: Signed
let freePostId: number
let otherFreePostId: number
let premiumPostId: number
let normalPostId: number

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true })
  creator = await loginDemo(t, 'creator')
  member = await loginDemo(t, 'member')
  fan = await registerUser(t)
  stranger = await registerUser(t)
  const publish = async (front_container: string, tokens_quantity = 0) => {
    const res = await send(t, creator, {
      method: 'POST',
      url: '/api/posts',
      payload: {
        description: 'Fresh from the studio',
        front_container,
        tokens_quantity,
        elements: [{ component: 'picture' }],
      },
    })
    if (res.statusCode !== 201) throw new Error(`publish failed: ${res.statusCode} ${res.body}`)
    return (res.json() as { data: { id: number } }).data.id
  }
  freePostId = await publish('free')
  otherFreePostId = await publish('free')
  premiumPostId = await publish('premium')
  normalPostId = await publish('normal')
})
afterAll(() => t.close())

function write(who: Signed | null, payload: Record<string, unknown>) {
  return send(t, who, { method: 'POST', url: '/api/comments', payload, key: newKey() })
}
async function commentsCount(postId: number) {
  const [row] = await t.db.select({ total: posts.commentsCount }).from(posts).where(eq(posts.id, postId))
  return row?.total ?? -1
}
async function list(who: Signed | null, query: string) {
  const res = await send(t, who, { method: 'GET', url: `/api/comments?${query}` })
  return { status: res.statusCode, body: res.json() as Page }
}

describe('POST /api/comments', () => {
  it('writes a trimmed plain-text comment and counts it on the post', async () => {
    const res = await write(fan, { post_id: freePostId, message: '  <b>So</b> pretty & <script>x()</script>  ' })
    expect(res.statusCode).toBe(201)
    const { data } = res.json() as { data: Comment }
    expect(data).toMatchObject({
      post_id: freePostId,
      parent_id: null,
      message: '<b>So</b> pretty & <script>x()</script>',
      text: '<b>So</b> pretty & <script>x()</script>',
      replies: 0,
      user: { username: fan.username, profile_picture: null, chat_id: null },
      can_delete: true,
    })
    expect(await commentsCount(freePostId)).toBe(1)
  })

  it('accepts 1 to 1000 characters and refuses blank or longer messages', async () => {
    expect((await write(fan, { post_id: freePostId, message: '🙂' })).statusCode).toBe(201)
    expect((await write(fan, { post_id: freePostId, message: 'x'.repeat(1000) })).statusCode).toBe(201)
    const long = await write(fan, { post_id: freePostId, message: 'x'.repeat(1001) })
    expect(long.statusCode).toBe(422)
    expect(Object.keys((long.json() as { errors: object }).errors)).toEqual(['message'])
    expect((await write(fan, { post_id: freePostId, message: '   ' })).statusCode).toBe(422)
    expect((await write(fan, { post_id: freePostId, message: 'nul\u0000byte' })).statusCode).toBe(422)
  })

  it('refuses guests (401), unknown posts (404) and posts the viewer may not see (403 post_locked)', async () => {
    expect((await write(null, { post_id: freePostId, message: 'hi' })).statusCode).toBe(401)
    expect((await write(fan, { post_id: 99_999_999, message: 'hi' })).statusCode).toBe(404)
    const locked = await write(fan, { post_id: premiumPostId, message: 'hi' })
    expect(locked.statusCode).toBe(403)
    expect(locked.json()).toMatchObject({ code: 'post_locked' })
    // A normal post is open to members only; its creator may always comment on their own posts.
    expect((await write(fan, { post_id: normalPostId, message: 'hi' })).statusCode).toBe(403)
    expect((await write(member, { post_id: normalPostId, message: 'hi from a member' })).statusCode).toBe(201)
    expect((await write(creator, { post_id: premiumPostId, message: 'thanks all' })).statusCode).toBe(201)
  })

  it('answers a comment (replies count on the parent) and flattens a reply to a reply', async () => {
    const parent = ((await write(fan, { post_id: freePostId, message: 'parent' })).json() as { data: Comment }).data
    const reply = await write(stranger, { post_id: freePostId, message: 'a reply', parent_id: parent.id })
    expect(reply.statusCode).toBe(201)
    const replyData = (reply.json() as { data: Comment }).data
    expect(replyData.parent_id).toBe(parent.id)
    const deeper = await write(fan, { post_id: freePostId, message: 'reply to the reply', parent_id: replyData.id })
    expect((deeper.json() as { data: Comment }).data.parent_id).toBe(parent.id)
    const [row] = await t.db.select({ replies: comments.repliesCount }).from(comments).where(eq(comments.id, parent.id))
    expect(row?.replies).toBe(2)
  })

  it('refuses a reply whose parent is on another post, or missing (422 on parent_id)', async () => {
    const elsewhere = (
      (await write(fan, { post_id: otherFreePostId, message: 'elsewhere' })).json() as { data: Comment }
    ).data
    const res = await write(fan, { post_id: freePostId, message: 'wrong thread', parent_id: elsewhere.id })
    expect(res.statusCode).toBe(422)
    expect(Object.keys((res.json() as { errors: object }).errors)).toEqual(['parent_id'])
    expect((await write(fan, { post_id: freePostId, message: 'gone', parent_id: 99_999_999 })).statusCode).toBe(422)
  })
})

describe('GET /api/comments', () => {
  it("lists a post's top-level comments newest first, 10 a page, with the list meta", async () => {
    for (let i = 0; i < 11; i++) await write(stranger, { post_id: otherFreePostId, message: `comment ${i}` })
    const first = await list(stranger, `post_id=${otherFreePostId}`)
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(10)
    expect(first.body.data.every((c) => c.parent_id === null)).toBe(true)
    const times = first.body.data.map((c) => `${c.created_at}#${String(c.id).padStart(9, '0')}`)
    expect([...times].sort().reverse()).toEqual(times)
    expect(first.body.meta.pagination).toMatchObject({ current_page: 1, count: 10, per_page: 10, total_pages: 2 })
    expect(first.body.meta.pagination.links.next).toContain(`post_id=${otherFreePostId}`)
    const second = await list(stranger, `post_id=${otherFreePostId}&page=2`)
    expect(second.body.data).toHaveLength(first.body.meta.pagination.total - 10)
    expect(second.body.meta.pagination.links.next).toBeNull()
  })

  it("lists a comment's replies oldest first, page by page", async () => {
    const parent = ((await write(fan, { post_id: freePostId, message: 'thread' })).json() as { data: Comment }).data
    for (let i = 0; i < 12; i++) await write(stranger, { post_id: freePostId, message: `r${i}`, parent_id: parent.id })
    const first = await list(fan, `parent_id=${parent.id}`)
    expect(first.body.data.map((c) => c.message)).toEqual(Array.from({ length: 10 }, (_, i) => `r${i}`))
    const second = await list(fan, `parent_id=${parent.id}&page=2`)
    expect(second.body.data.map((c) => c.message)).toEqual(['r10', 'r11'])
    const top = await list(fan, `post_id=${freePostId}`)
    expect(top.body.data.find((c) => c.id === parent.id)?.replies).toBe(12)
  })

  it('is open to guests on a free post and closed on a locked one (its creator always sees)', async () => {
    expect((await list(null, `post_id=${freePostId}`)).status).toBe(200)
    expect((await list(null, `post_id=${premiumPostId}`)).status).toBe(403)
    expect((await list(fan, `post_id=${premiumPostId}`)).status).toBe(403)
    expect((await list(creator, `post_id=${premiumPostId}`)).status).toBe(200)
    expect((await list(member, `post_id=${normalPostId}`)).status).toBe(200)
  })

  it('offers deletion to the author and the post creator only', async () => {
    const mine = (
      (await write(fan, { post_id: freePostId, message: 'can I delete this?' })).json() as { data: Comment }
    ).data
    const find = async (who: Signed | null) =>
      (await list(who, `post_id=${freePostId}`)).body.data.find((c) => c.id === mine.id)?.can_delete
    expect(await find(fan)).toBe(true)
    expect(await find(creator)).toBe(true)
    expect(await find(stranger)).toBe(false)
    expect(await find(null)).toBe(false)
  })

  it('needs exactly one of post_id and parent_id, and 404s an unknown one', async () => {
    expect((await list(fan, '')).status).toBe(422)
    expect((await list(fan, `post_id=${freePostId}&parent_id=1`)).status).toBe(422)
    expect((await list(fan, 'post_id=99999999')).status).toBe(404)
    expect((await list(fan, 'parent_id=99999999')).status).toBe(404)
  })
})

describe('DELETE /api/comments/:id', () => {
  function remove(who: Signed | null, id: number) {
    return send(t, who, { method: 'DELETE', url: `/api/comments/${id}`, key: newKey() })
  }

  it('lets the author delete their comment', async () => {
    const before = await commentsCount(freePostId)
    const c = ((await write(fan, { post_id: freePostId, message: 'oops' })).json() as { data: Comment }).data
    const res = await remove(fan, c.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { id: c.id, post_id: freePostId, comments_count: before } })
  })

  it("lets the post's creator delete anyone's comment, replies included", async () => {
    const parent = ((await write(fan, { post_id: freePostId, message: 'rude' })).json() as { data: Comment }).data
    await write(stranger, { post_id: freePostId, message: 'r1', parent_id: parent.id })
    await write(stranger, { post_id: freePostId, message: 'r2', parent_id: parent.id })
    const before = await commentsCount(freePostId)
    const res = await remove(creator, parent.id)
    expect(res.statusCode).toBe(200)
    expect((res.json() as { data: { comments_count: number } }).data.comments_count).toBe(before - 3)
    const [left] = await t.db.select({ total: count() }).from(comments).where(eq(comments.parentId, parent.id))
    expect(left?.total).toBe(0)
    const [actual] = await t.db.select({ total: count() }).from(comments).where(eq(comments.postId, freePostId))
    expect(await commentsCount(freePostId)).toBe(actual?.total)
  })

  it('keeps the parent reply count right when a reply goes', async () => {
    const parent = ((await write(fan, { post_id: freePostId, message: 'p' })).json() as { data: Comment }).data
    const reply = (
      (await write(stranger, { post_id: freePostId, message: 'r', parent_id: parent.id })).json() as {
        data: Comment
      }
    ).data
    expect((await remove(stranger, reply.id)).statusCode).toBe(200)
    const [row] = await t.db.select({ replies: comments.repliesCount }).from(comments).where(eq(comments.id, parent.id))
    expect(row?.replies).toBe(0)
  })

  it('refuses anyone else (403), guests (401) and unknown comments (404)', async () => {
    const c = ((await write(fan, { post_id: freePostId, message: 'keep me' })).json() as { data: Comment }).data
    const other = await remove(stranger, c.id)
    expect(other.statusCode).toBe(403)
    expect(other.json()).toMatchObject({ code: 'forbidden' })
    // The demo member is a creator of nothing: no rights on another creator's post either.
    expect((await remove(member, c.id)).statusCode).toBe(403)
    expect((await remove(null, c.id)).statusCode).toBe(401)
    expect((await remove(fan, 99_999_999)).statusCode).toBe(404)
    const [still] = await t.db.select({ id: comments.id }).from(comments).where(eq(comments.id, c.id))
    expect(still).toBeDefined()
  })
})

describe('the demo seed', () => {
  it('has comments and replies on the demo posts, and counts that match the rows', async () => {
    const [total] = await t.db.select({ total: count() }).from(comments)
    expect(total?.total).toBeGreaterThan(100)
    const mismatched = await t.db.execute(
      'select p.id from posts p where p.comments_count <> (select count(*) from comments c where c.post_id = p.id)',
    )
    expect(mismatched.rows).toEqual([])
    const [replies] = await t.db.select({ total: count() }).from(comments).where(isNotNull(comments.parentId))
    expect(replies?.total).toBeGreaterThan(10)
    const [fanUser] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'mila.rose'))
    expect(fanUser?.passwordHash).toBeNull()
  })
})
