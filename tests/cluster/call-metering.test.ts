/**
 * A video call outlives the process that started it (a process killed mid-call still ends the
 * call's metering correctly): two API processes share the job queue; the one the call was booked
 * and started on dies without any cleanup (SIGKILL), and the other charges the remaining minutes,
 * once each, and ends the call on time. Minutes are 2 s long here (CALL_MINUTE_MS).
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { creators, videoCallLog, videoCallRooms } from '../../server/db/schema/index'
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts'
import { seedDemo } from '../../server/db/seed/index'
import { createTestDatabase, type TestDatabase } from '../fixtures/test-app'
import { type ApiProcess, api, login, startApiProcesses } from './api-processes'

const MINUTE_MS = 2_000
const BOOKED_MINUTES = 3

let database: TestDatabase
let doomed: ApiProcess
let survivor: ApiProcess

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db)
  ;[doomed, survivor] = (await startApiProcesses(database.url, 2, { CALL_MINUTE_MS: String(MINUTE_MS) })) as [
    ApiProcess,
    ApiProcess,
  ]
})

afterAll(async () => {
  await Promise.all([doomed?.stop(), survivor?.stop()])
  await database?.close()
})

async function balanceOf(process: ApiProcess, token: string): Promise<number> {
  const res = await api(process, 'GET', '/api/tokens/balance', { token })
  return (res.body as { data: { balance: number } }).data.balance
}

it('goes on charging each minute once and ends on time after the process it started on is killed', async () => {
  const member = await login(doomed, DEMO_ACCOUNTS.member.email)
  const creator = await login(survivor, DEMO_ACCOUNTS.creator.email)
  if (creator.modelId === null) throw new Error('demo creator without a creator profile')
  await database.db.update(creators).set({ chatEnabled: true }).where(eq(creators.id, creator.modelId))
  const before = await balanceOf(survivor, member.token)

  const booked = await api(doomed, 'POST', '/api/video_call_rooms', {
    token: member.token,
    body: { model_id: creator.modelId, mins: BOOKED_MINUTES },
    headers: { 'idempotency-key': randomUUID() },
  })
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  const hash = (booked.body as { data: { hash: string } }).data.hash
  const started = await api(doomed, 'POST', `/api/video_call_room/${hash}/start`, { token: member.token })
  expect(started.status, JSON.stringify(started.body)).toBe(200)

  await doomed.kill()

  const [room] = await database.db.select().from(videoCallRooms).where(eq(videoCallRooms.hash, hash))
  if (!room) throw new Error('room not stored')
  // The booked minutes take 6 s; a job the dead process had taken is given to another after its
  // expiry (60 s), so allow for that.
  await expect
    .poll(
      async () => {
        const [now] = await database.db
          .select({ endReason: videoCallRooms.endReason })
          .from(videoCallRooms)
          .where(eq(videoCallRooms.id, room.id))
        return now?.endReason ?? null
      },
      { timeout: 90_000, interval: 500 },
    )
    .toBe('time')

  const minutes = await database.db
    .select({ quantity: videoCallLog.quantity })
    .from(videoCallLog)
    .where(sql`${videoCallLog.roomId} = ${room.id} and ${videoCallLog.kind} = 'minute'`)
  expect(minutes).toHaveLength(BOOKED_MINUTES)
  expect(await balanceOf(survivor, member.token)).toBe(before - BOOKED_MINUTES * room.tokensPerMinute)

  const {
    rows: [ledger],
  } = await database.db.execute<{ unbalanced: string }>(
    sql`select count(*)::text as unbalanced from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) s`,
  )
  expect(ledger?.unbalanced).toBe('0')
}, 120_000)
