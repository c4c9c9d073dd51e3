/**
 * Fixture of the social API tests: the test app of fixtures/auth.ts, built with a push sender that
 * records messages instead of sending them (answering with a status the test chooses), background
 * jobs run when the test says so (`jobs.idle()` runs every due job), and retries without waits. Plus small helpers shared by the social tests.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify'
import { type AppDeps, buildApp } from '../../server/app'
import { type Config, loadConfig } from '../../server/config'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/accounts'
import { seedDemo } from '../../server/db/seed/index'
import { generateSecrets } from '../../server/lib/secrets'
import type { PushOptions, PushTarget } from '../../server/modules/push/sender'
import { type AuthTestApp, authed, call, createTestClock, login, type Signed } from '../fixtures/auth'
import { createTestDatabase } from '../fixtures/test-app'

export type SentPush = { target: PushTarget; payload: Record<string, unknown>; options: PushOptions }

export type SocialTestApp = AuthTestApp & {
  /** Runs every background job that is due (push fan-outs, mail) and waits for them. */
  jobs: { idle: () => Promise<void> }
  /** Failures of background jobs (a test expects none). */
  jobErrors: string[]
  /** Every message the app tried to send, retries included. */
  pushes: SentPush[]
  /** The push service's answer per endpoint (default 201); a function may vary it per attempt. */
  pushStatus: Map<string, number | ((attempt: number) => number | 'network')>
  /** Holds every send until the returned function is called (to see that requests never wait for them). */
  holdPushes: () => () => void
}

export async function createSocialTestApp(
  options: {
    seed?: boolean
    config?: Partial<Config>
    logger?: FastifyBaseLogger
    realtime?: AppDeps['realtime']
  } = {},
): Promise<SocialTestApp> {
  const database = await createTestDatabase()
  if (options.seed) await seedDemo(database.db)
  const config = loadConfig({ NODE_ENV: 'test' }, { serveApp: false, captchaComplexity: 200, ...options.config })
  const clock = createTestClock()
  const secrets = generateSecrets()
  const jobErrors: string[] = []
  const pushes: SentPush[] = []
  const pushStatus: SocialTestApp['pushStatus'] = new Map()
  const attempts = new Map<string, number>()
  let gate: Promise<void> = Promise.resolve()
  const holdPushes = () => {
    let release = () => {}
    gate = new Promise<void>((resolve) => {
      release = resolve
    })
    return release
  }
  const app = await buildApp({
    config,
    db: database.db,
    secrets,
    clock,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.realtime ? { realtime: options.realtime } : {}),
    jobs: {
      workers: false,
      schedules: false,
      onError: (name, error) => {
        jobErrors.push(`${name}: ${String(error)}`)
      },
    },
    pushDelivery: { retryDelaysMs: [1, 1, 1], concurrency: 4 },
    pushSender: async (target, payload, sendOptions) => {
      await gate
      pushes.push({ target, payload: JSON.parse(payload) as Record<string, unknown>, options: sendOptions })
      const attempt = (attempts.get(target.endpoint) ?? 0) + 1
      attempts.set(target.endpoint, attempt)
      const answer = pushStatus.get(target.endpoint) ?? 201
      const status = typeof answer === 'function' ? answer(attempt) : answer
      if (status === 'network') throw new Error('ECONNRESET')
      return { statusCode: status }
    },
  })
  await app.ready()
  return {
    app,
    db: database.db,
    config,
    clock,
    secrets,
    jobs: {
      idle: async () => {
        await app.jobs.drain()
      },
    },
    jobErrors,
    pushes,
    pushStatus,
    holdPushes,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/** Signs in as a demo account of the seed (one device at a time: sign in once per file). */
export function loginDemo(t: AuthTestApp, account: 'member' | 'user' | 'creator'): Promise<Signed> {
  const { email } = DEMO_ACCOUNTS[account]
  return login(t, { email, username: email, password: DEMO_PASSWORD })
}

export function newKey(): string {
  return randomUUID()
}

/** A request as `who` (a signed-in account, or a guest when null) with an optional idempotency key. */
export function send(
  t: AuthTestApp,
  who: Signed | null,
  options: InjectOptions & { key?: string },
): Promise<LightMyRequestResponse> {
  const { key, ...rest } = options
  const headers = { ...(rest.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) }
  return who ? authed(t, who.accessToken, { ...rest, headers }) : call(t, { ...rest, headers })
}

/** A fake browser subscription on a known push service (the server never reaches it in tests). */
export function fakeSubscription(): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const point = Buffer.alloc(65, 7)
  point[0] = 4
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: { p256dh: point.toString('base64url'), auth: Buffer.alloc(16, 9).toString('base64url') },
  }
}
