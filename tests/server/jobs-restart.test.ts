/**
 * Durability with real processes (killing the server mid-renewal and restarting loses nothing and
 * charges nothing twice): `server/main.ts` runs as a child process on a test database
 * and is killed with SIGKILL at the worst moment (the renewal charged at the processor, not yet
 * recorded); a new process finishes the job with one charge and a consistent subscription. Mail
 * queued by a process that dies before sending it is delivered once by the next one.
 *
 * The one thing fast-forwarded is pg-boss's clock: a job whose process died is retried after its
 * expireInSeconds (300 s for a renewal) by the queue's supervisor; the test moves that job to
 * `retry` as the supervisor would then, instead of waiting five minutes.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import pg from 'pg'
import PgBoss from 'pg-boss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  outbox,
  paymentMethods,
  payments,
  sandboxCheckouts,
  savedCards,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../server/db/schema/index'
import { seedDemo } from '../../server/db/seed/index'
import { loadSecrets } from '../../server/lib/secrets'
import { MAIL_JOB } from '../../server/modules/mail/transport'
import { SUBSCRIPTION_JOBS } from '../../server/modules/subscriptions/lifecycle'
import { type ApiChild, startApiProcess } from '../fixtures/api-process'
import { registerBody, TEST_PASSWORD, uniqueName } from '../fixtures/auth'
import { createTestDatabase, type TestDatabase } from '../fixtures/test-app'

let database: TestDatabase
let dataDir: string
const running = new Set<ApiChild>()

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db)
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-restart-'))
  // One set of secrets for every process, as a deployment keeps across restarts.
  loadSecrets(dataDir)
})

afterAll(async () => {
  await Promise.all([...running].map((api) => api.kill()))
  await database?.close()
  await fs.rm(dataDir, { recursive: true, force: true })
})

async function start(env: Record<string, string> = {}): Promise<ApiChild> {
  const api = await startApiProcess(database.url, { dataDir, env })
  running.add(api)
  return api
}

async function kill(api: ApiChild): Promise<void> {
  await api.kill()
  running.delete(api)
}

/** Polls `read` until it returns something truthy (a real process works at its own pace). */
async function until<T>(what: string, read: () => Promise<T>, timeoutMs = 45_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function post(api: ApiChild, url: string, body: unknown, token?: string) {
  const res = await fetch(`${api.base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-forwarded-for': `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json().catch(() => undefined)) as Record<string, unknown> }
}

async function register(api: ApiChild) {
  const username = uniqueName('restart')
  const email = `${username}@example.test`
  const res = await post(
    api,
    '/api/auth/register',
    registerBody({ email, username, password: TEST_PASSWORD }, undefined),
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const data = res.body.data as { access_token: string; user: { id: number } }
  return { token: data.access_token, userId: data.user.id, email }
}

/** The jobs of a queue by state (mail: only those to `to`). */
async function jobStates(name: string, to: string[] | null = null): Promise<Record<string, number>> {
  const result = await database.db.execute<{ state: string; n: string }>(
    sql`select state, count(*)::text as n from pgboss.job
        where name = ${name} and (${to === null} or data->>'to' = any(${sql.param(to ?? [])}::text[]))
        group by state`,
  )
  return Object.fromEntries(result.rows.map((row) => [row.state, Number(row.n)]))
}

describe('a process killed mid-renewal', () => {
  it('loses nothing and charges nothing twice once a new process runs the job again', async () => {
    const first = await start()
    const member = await register(first)
    const [method] = await database.db.select().from(paymentMethods).where(eq(paymentMethods.key, 'test'))
    const [plan] = await database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.title, 'Monthly membership'))
    if (!method || !plan) throw new Error('seed changed: no test method or monthly membership')
    const [card] = await database.db
      .insert(savedCards)
      .values({
        userId: member.userId,
        paymentMethodId: method.id,
        processorToken: 'tok_demo_visa_4242',
        brand: 'VISA',
        last4: '4242',
        fingerprint: 'fp_tok_demo_visa_4242',
      })
      .returning({ id: savedCards.id })
    const bought = await post(
      first,
      `/api/one_click_payment/${plan.id}/${card?.id}`,
      { form_data: { terms: true, over_age: true } },
      member.token,
    )
    expect(bought.status, JSON.stringify(bought.body)).toBe(201)
    const [purchase] = await database.db.select().from(payments).where(eq(payments.userId, member.userId))
    const subscriptionId = purchase?.subscriptionId ?? 0
    const [before] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))
    if (!before) throw new Error('the purchase opened no subscription')
    // Due now (its period still runs: a renewal is charged before the end).
    await database.db
      .update(subscriptions)
      .set({ nextPaymentAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, subscriptionId))

    // Recording the renewal moves the member's membership end: holding their row (not its key, which
    // new rows referring to it need) stops the first process right after the processor charged the
    // card, inside the transaction that records it.
    const holder = new pg.Client({ connectionString: database.url })
    await holder.connect()
    await holder.query('begin')
    await holder.query('select id from users where id = $1 for no key update', [member.userId])

    const boss = new PgBoss({ connectionString: database.url, schema: 'pgboss', supervise: false, schedule: false })
    await boss.start()
    await boss.send(SUBSCRIPTION_JOBS.renew, { subscriptionId }, { singletonKey: `renew:${subscriptionId}` })
    await boss.stop({ graceful: false, close: true, wait: true })

    const renewal = await until('the renewal charged at the processor', async () => {
      const [row] = await database.db
        .select()
        .from(payments)
        .where(and(eq(payments.subscriptionId, subscriptionId), isNotNull(payments.renewalPeriodEnd)))
      if (!row) return undefined
      const [charged] = await database.db
        .select()
        .from(sandboxCheckouts)
        .where(
          and(eq(sandboxCheckouts.merchantReference, row.operationNumber), eq(sandboxCheckouts.status, 'approved')),
        )
      return charged ? row : undefined
    })
    expect(renewal.status).toBe('pending')

    await kill(first)
    await holder.query('rollback')
    await holder.end()
    expect((await jobStates(SUBSCRIPTION_JOBS.renew)).active).toBe(1)
    // What pg-boss's supervisor does once the dead job's expireInSeconds has passed (fast-forwarded).
    await database.db.execute(
      sql`update pgboss.job set state = 'retry', start_after = now(), retry_count = retry_count + 1
          where name = ${SUBSCRIPTION_JOBS.renew} and state = 'active'`,
    )

    const second = await start()
    await until('the renewal job completed', async () => (await jobStates(SUBSCRIPTION_JOBS.renew)).completed === 1)

    const renewals = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscriptionId), isNotNull(payments.renewalPeriodEnd)))
    expect(renewals.map((row) => ({ id: row.id, status: row.status }))).toEqual([
      { id: renewal.id, status: 'approved' },
    ])
    const checkouts = await database.db
      .select()
      .from(sandboxCheckouts)
      .where(inArray(sandboxCheckouts.merchantReference, [renewal.operationNumber]))
    expect(checkouts.map((row) => row.status)).toEqual(['approved'])

    const [after] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))
    const nextEnd = new Date(before.endsAt.getTime())
    nextEnd.setUTCMonth(nextEnd.getUTCMonth() + 1)
    expect(after).toMatchObject({
      status: 'approved',
      autoRenew: true,
      renewalFailures: 0,
      graceEndsAt: null,
      endsAt: nextEnd,
      nextPaymentAt: nextEnd,
    })
    const [owner] = await database.db
      .select({ until: users.membershipExpiresAt })
      .from(users)
      .where(eq(users.id, member.userId))
    expect(owner?.until).toEqual(nextEnd)
    await kill(second)
  }, 120_000)
})

describe('mail queued by a process that dies', () => {
  it('is delivered once by the next process', async () => {
    // A node that only answers requests queues the mail; it dies before any worker sends it.
    const front = await start({ JOB_WORKERS: 'off' })
    const members = [await register(front), await register(front), await register(front)]
    const addresses = members.map((member) => member.email)
    await until('their mail queued', async () => (await jobStates(MAIL_JOB, addresses)).created === 3)
    await kill(front)
    expect(await database.db.select().from(outbox).where(inArray(outbox.to, addresses))).toEqual([])

    const worker = await start()
    await until('the queued mail sent', async () => (await jobStates(MAIL_JOB, addresses)).completed === 3)
    const sent = await database.db.select({ to: outbox.to }).from(outbox).where(inArray(outbox.to, addresses))
    expect(sent.map((row) => row.to).sort()).toEqual([...addresses].sort())
    await kill(worker)
  }, 120_000)
})
