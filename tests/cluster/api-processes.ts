/**
 * Real API processes for the multi-process tests: each is `server/main.ts` in its own Node process
 * on its own port, all on one test database and one Redis, with the same secrets (as a deployment
 * sets JWT_SECRET on every node) but each with its own DATA_DIR, as separate machines have.
 * Requests name their client address in X-Forwarded-For (TRUST_PROXY), so per-IP limits can be
 * aimed at precisely.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { DEMO_PASSWORD } from '../../server/db/seed/accounts'
import { loadSecrets } from '../../server/lib/secrets'
import { type ApiChild, startApiProcess } from '../fixtures/api-process'

export type ApiProcess = {
  name: string
  base: string
  ws: string
  child: ApiChild['child']
  stop: () => Promise<void>
  kill: () => Promise<void>
}

/**
 * Starts `count` API processes on the database at `databaseUrl`; `stop()` on each ends it, `kill()`
 * ends it the hard way (SIGKILL: no cleanup, as when a machine dies). `env` adds settings.
 */
export async function startApiProcesses(
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<ApiProcess[]> {
  const secretsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-cluster-'))
  loadSecrets(secretsDir)
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-cluster-node-'))
      await fs.copyFile(path.join(secretsDir, 'secrets.json'), path.join(dataDir, 'secrets.json'))
      const api = await startApiProcess(databaseUrl, { dataDir, env: { REDIS_URL: inject('redisUrl'), ...env } })
      return {
        name: String.fromCharCode(65 + index),
        base: api.base,
        ws: `ws://127.0.0.1:${api.port}/api/realtime`,
        child: api.child,
        stop: api.stop,
        kill: api.kill,
      }
    }),
  )
}

// Rate-limit counters live in the run's one Redis, across test files (each of which loads this
// module afresh): every file draws its own block of addresses.
const ipBlock = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`
let ipCounter = 0
/** A client address no other test uses, for X-Forwarded-For (up to 254 per file). */
export function freshIp(): string {
  ipCounter += 1
  if (ipCounter > 254) throw new Error('freshIp: this file used its 254 addresses')
  return `${ipBlock}.${ipCounter}`
}

export async function api(
  process: ApiProcess,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${process.base}${url}`, {
    method,
    headers: {
      'x-forwarded-for': options.ip ?? freshIp(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: res.status, body: await res.json().catch(() => undefined) }
}

export type Session = { token: string; userId: number; modelId: number | null }

/** Signs a demo account in on one process (CAPTCHA is off there). */
export async function login(process: ApiProcess, email: string): Promise<Session> {
  const res = await api(process, 'POST', '/api/auth/login', {
    body: { email, password: DEMO_PASSWORD, remember_me: true },
  })
  const data = (res.body as { data: { access_token: string; user: { id: number; model_id: number | null } } }).data
  return { token: data.access_token, userId: data.user.id, modelId: data.user.model_id }
}
