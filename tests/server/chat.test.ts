/**
 * The chat button (POST /api/chat/model) and the home chat link (POST /api/chat/home): the case
 * for a guest, a signed-in user without membership (with the plans the prompt offers), a member
 * and a creator without chat; the room URL /room?rid=&mid=; the conversation list on chat/home once
 * there is a conversation; the /room hand-off token (POST /api/chat/get_token) for the room's own
 * people only, naming our own chat host (the request's origin) unless CHAT_BASE_URL says otherwise.
 */
import { createHmac } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatRooms, creators } from '../../server/db/schema/index'
import { AppError } from '../../server/lib/app-error'
import { CHAT_TOKEN_TTL_MS, type ChatContext, chatToken } from '../../server/modules/chat/service'
import { registerUser, type Signed } from '../fixtures/auth'
import { createSocialTestApp, loginDemo, type SocialTestApp, send } from './social-fixture'

type ChatModel = {
  success: true
  case: 'open_chat' | 'modal_login' | 'modal_subscription' | 'hide_chat'
  url: string | null
  subscription_plans: { data: { id: number }[] }
}

const CHAT_HOST = 'https://chat.velvet.example'

let t: SocialTestApp
let member: Signed
let user: Signed
let creator: Signed
let openId: number
let closedId: number
let hiddenId: number

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true, config: { chatBaseUrl: CHAT_HOST } })
  member = await loginDemo(t, 'member')
  user = await registerUser(t)
  creator = await loginDemo(t, 'creator')
  const [open] = await t.db
    .select({ id: creators.id })
    .from(creators)
    .where(and(eq(creators.chatEnabled, true), eq(creators.hiddenMenu, false)))
    .limit(1)
  // Not the demo creator's profile: a test below opens their chat.
  const [closed] = await t.db
    .select({ id: creators.id })
    .from(creators)
    .where(and(eq(creators.chatEnabled, false), ne(creators.id, creator.user.model_id ?? 0)))
    .limit(1)
  if (!open || !closed) throw new Error('seed changed')
  openId = open.id
  closedId = closed.id
  // A hidden-menu creator (the seed may have none): one of the open ones, switched.
  const [hidden] = await t.db
    .select({ id: creators.id })
    .from(creators)
    .where(
      and(eq(creators.chatEnabled, true), eq(creators.hiddenMenu, false), ne(creators.id, creator.user.model_id ?? 0)),
    )
    .offset(5)
    .limit(1)
  if (!hidden) throw new Error('seed changed')
  await t.db.update(creators).set({ hiddenMenu: true }).where(eq(creators.id, hidden.id))
  hiddenId = hidden.id
})
afterAll(() => t.close())

async function chat(who: Signed | null, modelId: number) {
  const res = await send(t, who, { method: 'POST', url: '/api/chat/model', payload: { model_id: modelId } })
  return { status: res.statusCode, body: res.json() as ChatModel }
}

describe('POST /api/chat/model', () => {
  it('asks a guest to log in', async () => {
    expect((await chat(null, openId)).body).toEqual({
      success: true,
      case: 'modal_login',
      url: null,
      subscription_plans: { data: [] },
    })
  })

  it('offers a subscription to a signed-in user without membership, with the plans of the prompt', async () => {
    const { body } = await chat(user, openId)
    expect(body.case).toBe('modal_subscription')
    expect(body.url).toBeNull()
    expect(body.subscription_plans.data.length).toBeGreaterThan(0)
    expect(typeof body.subscription_plans.data[0]?.id).toBe('number')
  })

  it('opens the chat for a member: one room per member and creator', async () => {
    const first = await chat(member, openId)
    expect(first.body.case).toBe('open_chat')
    expect(first.body.url).toMatch(new RegExp(`^/room\\?rid=[0-9a-f-]{36}&mid=${openId}$`))
    const again = await chat(member, openId)
    expect(again.body.url).toBe(first.body.url)
  })

  it("refuses a creator's user a chat with themselves (403, no room), and their profile hides the button", async () => {
    const ownId = creator.user.model_id
    if (ownId === null) throw new Error('demo creator without model_id')
    await t.db.update(creators).set({ chatEnabled: true, hiddenMenu: false }).where(eq(creators.id, ownId))
    const res = await send(t, creator, { method: 'POST', url: '/api/chat/model', payload: { model_id: ownId } })
    expect(res.statusCode).toBe(403)
    expect((res.json() as { code: string }).code).toBe('own_chat')
    const own = await t.db
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(and(eq(chatRooms.userId, creator.user.id), eq(chatRooms.creatorId, ownId)))
    expect(own).toEqual([])
    const profile = await send(t, creator, { method: 'GET', url: `/api/models/${ownId}` })
    expect((profile.json() as { data: { chat: { case: string } } }).data.chat.case).toBe('hide_chat')
  })

  it('hides the chat of creators without chat and of hidden-menu creators, for everyone', async () => {
    for (const who of [null, user, member]) {
      expect((await chat(who, closedId)).body.case).toBe('hide_chat')
      expect((await chat(who, hiddenId)).body.case).toBe('hide_chat')
    }
  })

  it('answers 404 for an unknown creator and 422 for a bad body', async () => {
    expect((await chat(member, 99_999_999)).status).toBe(404)
    const bad = await send(t, member, { method: 'POST', url: '/api/chat/model', payload: { model_id: 'x' } })
    expect(bad.statusCode).toBe(422)
  })
})

describe('POST /api/chat/home', () => {
  it("is for signed-in users, with no url before any chat and the chat host's list after", async () => {
    expect((await send(t, null, { method: 'POST', url: '/api/chat/home' })).statusCode).toBe(401)
    expect((await send(t, user, { method: 'POST', url: '/api/chat/home' })).json()).toEqual({
      success: true,
      url: null,
    })
    await chat(member, openId)
    const home = await send(t, member, { method: 'POST', url: '/api/chat/home' })
    expect(home.json()).toEqual({ success: true, url: `${CHAT_HOST}/chats` })
  })

  it("gives the creator's user their list too, once a fan has opened a chat with them", async () => {
    const ownId = creator.user.model_id ?? 0
    await chat(member, ownId)
    const home = await send(t, creator, { method: 'POST', url: '/api/chat/home' })
    expect(home.json()).toEqual({ success: true, url: `${CHAT_HOST}/chats` })
  })
})

describe('POST /api/chat/get_token', () => {
  const roomOf = (url: string | null) => new URL(url ?? '', 'http://x').searchParams.get('rid') ?? ''
  const token = (who: Signed | null, roomId: unknown) =>
    send(t, who, { method: 'POST', url: '/api/chat/get_token', payload: { room_id: roomId } })

  it("gives the room's fan the chat host and a 5-minute token, signed with the server's chat key", async () => {
    const roomId = roomOf((await chat(member, openId)).body.url)
    const res = await token(member, roomId)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json() as { success: true; chat_base_url: string; token: string }
    expect(body.chat_base_url).toBe(CHAT_HOST)
    const [payload = '', signature] = body.token.split('.')
    const key = createHmac('sha256', t.secrets.jwtKey).update('velvet chat hand-off').digest('base64url')
    expect(signature).toBe(createHmac('sha256', key).update(`chat.${payload}`).digest('base64url'))
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: number; rid: string; exp: number }
    expect(claims).toEqual({ sub: member.user.id, rid: roomId, exp: t.clock().getTime() + CHAT_TOKEN_TTL_MS })
  })

  it("lets the creator in their own rooms, and nobody into another's room (404)", async () => {
    const ownId = creator.user.model_id ?? 0
    const roomId = roomOf((await chat(member, ownId)).body.url)
    expect((await token(creator, roomId)).statusCode).toBe(200)
    expect((await token(user, roomId)).statusCode).toBe(404)
    expect((await token(null, roomId)).statusCode).toBe(401)
  })

  it('answers 404 for an unknown room and 422 for a room id that is not one', async () => {
    expect((await token(member, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    for (const bad of ['room', 42, '']) {
      const res = await token(member, bad)
      expect(res.statusCode, String(bad)).toBe(422)
      expect(Object.keys((res.json() as { errors: object }).errors)).toContain('room_id')
    }
  })

  it('names our own chat host, the origin the app called, when no CHAT_BASE_URL is set', async () => {
    const roomId = roomOf((await chat(member, openId)).body.url)
    const viewer = { userId: member.user.id, isMember: true, isWebstar: false, modelId: null, sessionId: 's' }
    const ctx = { db: t.db, clock: t.clock, chatBaseUrl: undefined, tokenKey: 'k' } as unknown as ChatContext
    const answer = await chatToken(ctx, viewer, roomId, 'https://velvet.example')
    expect(answer.chat_base_url).toBe('https://velvet.example')
    const stranger = { ...viewer, userId: user.user.id }
    await expect(chatToken(ctx, stranger, roomId, 'https://velvet.example')).rejects.toEqual(new AppError('not_found'))
  })
})
