/**
 * Video call test helpers: the wallet app (rate limits off, funded wallets, the ledger check), the
 * demo creator with chat open, members allowed to call them, and the call routes as the app calls them.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { VideoCallRoom } from '../../contract/schemas/video-call'
import { creators, users } from '../../server/db/schema/index'
import { authed, registerUser, type Signed } from '../fixtures/auth'
import { demoLogin, type PayApp } from './payments-fixture'
import { createWalletApp, fund } from './wallet-fixture'

const YEAR = 365 * 24 * 3600 * 1000
export const PRICE = { perMinute: 10, perExtraMinute: 15 }
/** Test runs shorten the call minute like the e2e journeys do (CALL_MINUTE_MS). */
export const MINUTE_MS = 60_000

export type CallApp = PayApp & { creator: Signed; modelId: number }

export async function createCallApp(): Promise<CallApp> {
  const t = await createWalletApp()
  const creator = await demoLogin(t, 'creator')
  const modelId = creator.user.model_id
  if (modelId === null) throw new Error('demo creator without a creator profile')
  await t.db
    .update(creators)
    .set({
      chatEnabled: true,
      hiddenMenu: false,
      callTokensPerMinute: PRICE.perMinute,
      callTokensPerExtraMin: PRICE.perExtraMinute,
    })
    .where(eq(creators.id, modelId))
  return { ...t, creator, modelId }
}

/** A new member (who may chat with the creator, so call them) with `tokens` in their wallet. */
export async function newCaller(t: CallApp, tokens: number, member = true): Promise<Signed> {
  const who = await registerUser(t, { verified: true })
  const membershipExpiresAt = member ? new Date(t.clock().getTime() + YEAR) : null
  await t.db.update(users).set({ membershipExpiresAt }).where(eq(users.id, who.user.id))
  if (tokens > 0) await fund(t, who.user.id, tokens)
  return who
}

export function callRequest(
  t: CallApp,
  who: Signed | null,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; key?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const key = options.key === undefined && method === 'POST' ? randomUUID() : options.key
  const headers = {
    ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(key ? { 'idempotency-key': key } : {}),
  }
  const request = {
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  }
  return who ? authed(t, who.accessToken, request) : t.app.inject(request)
}

/** Books a call of `mins` minutes with the demo creator; fails the test unless it is 201. */
export async function bookCall(t: CallApp, who: Signed, mins: number): Promise<VideoCallRoom> {
  const res = await callRequest(t, who, 'POST', '/api/video_call_rooms', { body: { model_id: t.modelId, mins } })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { data: VideoCallRoom }).data
}

export async function readCall(t: CallApp, who: Signed, hash: string): Promise<VideoCallRoom> {
  const res = await callRequest(t, who, 'GET', `/api/video_call_room/${hash}`)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { data: VideoCallRoom }).data
}

/** Runs the metering job of minute `minute` (what pg-boss does at that minute's start). */
export function meter(t: CallApp, roomId: number, minute: number): Promise<void> {
  return t.app.jobs.runNow('calls.meter', { roomId, minute })
}
