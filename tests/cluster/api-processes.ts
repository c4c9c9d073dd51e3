/**
 * Real API processes for the multi-process tests: each is `server/main.ts` in its own Node process
 * on its own port, all on one test database and one Redis, with the same secrets (as a deployment
 * sets JWT_SECRET on every node). Requests name their client address in X-Forwarded-For
 * (TRUST_PROXY), so per-IP limits can be aimed at precisely.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { loadSecrets } from '../../server/lib/secrets'
import { type ApiChild, startApiProcess } from '../fixtures/api-process'

export type ApiProcess = { name: string; base: string; ws: string; child: ApiChild['child']; stop: () => Promise<void> }

/** Starts `count` API processes on the database at `databaseUrl`; `stop()` on each ends it. */
export async function startApiProcesses(databaseUrl: string, count: number): Promise<ApiProcess[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-cluster-'))
  loadSecrets(dataDir)
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const api = await startApiProcess(databaseUrl, { dataDir, env: { REDIS_URL: inject('redisUrl') } })
      return {
        name: String.fromCharCode(65 + index),
        base: api.base,
        ws: `ws://127.0.0.1:${api.port}/api/realtime`,
        child: api.child,
        stop: api.stop,
      }
    }),
  )
}

let ipCounter = 0
/** A client address no other test uses, for X-Forwarded-For. */
export function freshIp(): string {
  ipCounter += 1
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
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
