/**
 * Chat test helpers: the demo creator with chat open, fresh fans (members unless told otherwise)
 * with their room opened through the chat button, and the chat calls.
 */
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { creators, users } from '../../server/db/schema/index'
import { registerUser, type Signed } from '../fixtures/auth'
import { loginDemo, newKey, type SocialTestApp, send } from './social-fixture'

const YEAR = 365 * 24 * 3600 * 1000

export type ChatSetup = { creator: Signed; modelId: number }

export async function setUpChat(t: SocialTestApp): Promise<ChatSetup> {
  const creator = await loginDemo(t, 'creator')
  const modelId = creator.user.model_id
  if (modelId === null) throw new Error('demo creator without a creator profile')
  await t.db.update(creators).set({ chatEnabled: true, hiddenMenu: false }).where(eq(creators.id, modelId))
  return { creator, modelId }
}

export async function setMembership(t: SocialTestApp, userId: number, isMember: boolean): Promise<void> {
  const membershipExpiresAt = isMember ? new Date(t.clock().getTime() + YEAR) : null
  await t.db.update(users).set({ membershipExpiresAt }).where(eq(users.id, userId))
}

/** A new member and their room with the creator (opened by the chat button, as the app does). */
export async function newFan(t: SocialTestApp, modelId: number): Promise<{ fan: Signed; roomId: string }> {
  const fan = await registerUser(t, { verified: true })
  await setMembership(t, fan.user.id, true)
  const res = await send(t, fan, { method: 'POST', url: '/api/chat/model', payload: { model_id: modelId } })
  const url = (res.json() as { url: string | null }).url
  const roomId = new URL(url ?? '', 'http://x').searchParams.get('rid')
  if (!roomId) throw new Error(`no room: ${res.body}`)
  return { fan, roomId }
}

export type SentMessage = { id: number; seq: number; side: string; body: string; client_key: string | null }

export function postMessage(
  t: SocialTestApp,
  who: Signed,
  roomId: string,
  body: string,
  options: { key?: string; socketId?: string } = {},
): Promise<LightMyRequestResponse> {
  return send(t, who, {
    method: 'POST',
    url: `/api/chat/rooms/${roomId}/messages`,
    payload: { body },
    key: options.key ?? newKey(),
    ...(options.socketId ? { headers: { 'x-socket-id': options.socketId } } : {}),
  })
}

export async function sendMessage(t: SocialTestApp, who: Signed, roomId: string, body: string, options = {}) {
  const res = await postMessage(t, who, roomId, body, options)
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`)
  return (res.json() as { data: SentMessage }).data
}

export function receipt(t: SocialTestApp, who: Signed, roomId: string, kind: 'read' | 'delivered', seq: number) {
  return send(t, who, { method: 'POST', url: `/api/chat/rooms/${roomId}/receipts`, payload: { kind, seq } })
}
