/**
 * The database going away under a running app: every
 * route answers 503 with Retry-After (which the app shows as maintenance), never a 500 with
 * internals, and the app serves again by itself once the database is back. Two ways down:
 * - a TCP proxy between the pool and PostgreSQL is cut and restored (any server, DATABASE_URL too);
 * - the embedded PostgreSQL's postmaster is killed with SIGKILL: its supervisor restarts it.
 * Run them alone with `npx vitest run tests/server/database-outage.test.ts`.
 */
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { connectDatabase, type Database, migrateDatabase } from '../../server/db/client'
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../server/db/embedded'
import { seedDemo } from '../../server/db/seed/index'
import { generateSecrets } from '../../server/lib/secrets'
import { createTestDatabase, type TestDatabase } from '../fixtures/test-app'

/** A TCP proxy that can refuse connections and drop the open ones, then come back on the same port. */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0
  const listen = () =>
    new Promise<void>((resolve) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server = listening
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as net.AddressInfo).port
        resolve()
      })
    })
  await listen()
  return {
    port: () => port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
    },
    restore: listen,
  }
}

async function buildAppOn(database: Database): Promise<FastifyInstance> {
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      serveApp: false,
      // The database path itself is under test: guests' cached lists would keep answering 200.
      publicCache: false,
    },
  )
  const app = await buildApp({ config, db: database.db, secrets: generateSecrets() })
  await app.ready()
  return app
}

const ROUTES = ['/api/celebrities', '/api/movies', '/api/models/1', '/api/health']

function expectMaintenance(res: LightMyRequestResponse, url: string) {
  expect(res.statusCode, `${url}: ${res.body}`).toBe(503)
  expect(Number(res.headers['retry-after']), url).toBeGreaterThan(0)
  if (url !== '/api/health') expect(res.json()).toMatchObject({ code: 'maintenance' })
  expect(res.body).not.toMatch(/ECONNREFUSED|terminated|stack|at \w+ \(/)
}

/** Polls until the route answers 200; returns how many polls it took (bounded, no fixed sleeps). */
async function waitForOk(app: FastifyInstance, url: string, timeoutMs: number): Promise<LightMyRequestResponse> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const res = await app.inject({ method: 'GET', url })
    if (res.statusCode === 200 || Date.now() > deadline) return res
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('PostgreSQL unreachable behind a TCP proxy', () => {
  let target: TestDatabase
  let proxy: Awaited<ReturnType<typeof startProxy>>
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    target = await createTestDatabase()
    await seedDemo(target.db)
    const url = new URL(target.url)
    proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) })
    url.hostname = '127.0.0.1'
    url.port = String(proxy.port())
    database = connectDatabase(url.toString(), { max: 4 })
    app = await buildAppOn(database)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
    await proxy.cut()
    await target.close()
  })

  it('answers 503 with Retry-After while it is cut, and 200 again once it is back', async () => {
    for (let round = 0; round < 2; round++) {
      for (const url of ROUTES) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200)
      await proxy.cut()
      for (const url of ROUTES) expectMaintenance(await app.inject({ method: 'GET', url }), url)
      // A signed-in request fails in the auth check first: the same 503, not a 401 or a 500.
      const authed = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: 'Bearer a.b.c' },
      })
      expect(authed.statusCode).toBeLessThan(500)
      await proxy.restore()
      for (const url of ROUTES) expect((await waitForOk(app, url, 10_000)).statusCode, url).toBe(200)
    }
  })
})

describe('embedded PostgreSQL killed under a running app', () => {
  let embedded: EmbeddedPostgres
  let database: Database
  let app: FastifyInstance
  let dataDir: string
  const logs: string[] = []

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-crash-'))
    await fs.chmod(dataDir, 0o755)
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo
        probe.close(() => resolve(free))
      })
    })
    const record = (msg: string) => logs.push(msg)
    embedded = await startEmbeddedPostgres({
      dataDir,
      port,
      database: 'velvet',
      log: { info: record, warn: record, debug: () => {} },
      fast: true,
    })
    database = connectDatabase(embedded.url, { max: 4 })
    await migrateDatabase(database.db)
    await seedDemo(database.db)
    app = await buildAppOn(database)
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
    await embedded?.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('notices, answers 503 meanwhile, restarts it and serves again without an app restart', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/celebrities' })).statusCode).toBe(200)
    const pid = embedded.pid()
    expect(pid).toBeGreaterThan(0)
    process.kill(pid as number, 'SIGKILL')
    // Until the supervisor has it back, answers are 503 (a request may also find it back already).
    const during = await app.inject({ method: 'GET', url: '/api/celebrities' })
    if (during.statusCode !== 200) expectMaintenance(during, '/api/celebrities')
    // The killed postmaster's backends can answer a pooled connection for a moment before they
    // notice it is gone: a 200 says the app serves again only once the supervisor has restarted it.
    const deadline = Date.now() + 60_000
    while (embedded.pid() === pid && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(embedded.pid()).not.toBe(pid)
    const after = await waitForOk(app, '/api/celebrities', 60_000)
    expect(after.statusCode).toBe(200)
    expect(logs.some((line) => /exited unexpectedly/.test(line))).toBe(true)
    expect(logs.some((line) => /restarted/.test(line))).toBe(true)
  }, 90_000)
})
