/**
 * One server under load for `npm run bench`, in its own process so the load generator does not
 * share its event loop. Prints `READY <port>` (or `READY <url>` for `db`) when it is up.
 * - `api`: the real app on PostgreSQL (embedded in a temporary directory, or DATABASE_URL), seeded;
 *   BENCH_WORKERS=2 runs that many processes behind the one port (node:cluster), as
 *   `npm run start:cluster` does. REDIS_URL and BENCH_SECRETS_DIR (shared signing keys) are passed
 *   on, so processes started separately can serve one set of users.
 * - `app`: the same, also serving the built PWA from dist/ (the first-load measure).
 * - `db`: only the database: an embedded PostgreSQL, migrated and seeded, for several `api` servers.
 * - `bare`: node:http answering a fixed JSON body (and, when given, the API's answer headers).
 */
import cluster from 'node:cluster'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

const mode = process.argv[2] ?? process.env.BENCH_MODE
const workers = Number(process.env.BENCH_WORKERS ?? 1)

async function server() {
  const { register } = await import('tsx/esm/api')
  register()
  return {
    ...(await import('../server/app.ts')),
    ...(await import('../server/config.ts')),
    ...(await import('../server/db/client.ts')),
    ...(await import('../server/db/seed/index.ts')),
    ...(await import('../server/lib/secrets.ts')),
  }
}

/** An embedded PostgreSQL in a temporary directory (or DATABASE_URL), migrated and seeded. */
async function prepareDatabase(s) {
  let url = process.env.DATABASE_URL
  let embedded
  let dataDir
  if (!url) {
    const { startEmbeddedPostgres } = await import('../server/db/embedded.ts')
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'velvet-bench-'))
    chmodSync(dataDir, 0o755)
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: Number(process.env.BENCH_PG_PORT ?? 54388),
      database: 'velvet_bench',
      log: { info: () => {}, warn: (m) => console.error(m), debug: () => {} },
    })
    url = embedded.url
  }
  const database = s.connectDatabase(url, { max: 4 })
  await s.migrateDatabase(database.db)
  await s.seedIfEmpty(database.db, { log: () => {}, extraAccountPairs: Number(process.env.DEMO_EXTRA_ACCOUNTS ?? 0) })
  await database.close()
  return {
    url,
    stop: async () => {
      await embedded?.stop()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The app on `url`, listening on `port` (0: any; in cluster workers, one port for all). */
async function serveApp(s, url, port) {
  const database = s.connectDatabase(url, { max: 10 })
  const config = s.loadConfig(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      RATE_LIMIT: 'off',
      CAPTCHA: 'off',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      // PUBLIC_CACHE=off measures the database path of the public lists.
      ...(process.env.PUBLIC_CACHE ? { PUBLIC_CACHE: process.env.PUBLIC_CACHE } : {}),
      // DIST_DIR serves another build, to compare two builds run after run (docs/benchmarks.md).
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    { serveApp: mode === 'app' },
  )
  const secrets = process.env.BENCH_SECRETS_DIR ? s.loadSecrets(process.env.BENCH_SECRETS_DIR) : s.generateSecrets()
  const app = await s.buildApp({ config, db: database.db, secrets })
  await app.listen({ port, host: '127.0.0.1' })
  return {
    port: app.server.address().port,
    stop: async () => {
      await app.close()
      await database.close()
    },
  }
}

function onStop(stop) {
  const handler = async () => {
    await stop()
    process.exit(0)
  }
  process.on('SIGTERM', handler)
  process.on('SIGINT', handler)
}

if (mode === 'bare') {
  const body = readFileSync(process.argv[3])
  // The API's answer headers ([name, value] pairs), when given: the same bytes on the wire.
  const answerHeaders = process.argv[4]
    ? JSON.parse(readFileSync(process.argv[4], 'utf8')).flat()
    : ['content-type', 'application/json; charset=utf-8']
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, [...answerHeaders, 'content-length', String(body.length)])
    res.end(body)
  })
  bare.listen(0, '127.0.0.1', () => console.log(`READY ${bare.address().port}`))
} else if (cluster.isWorker) {
  const s = await server()
  const app = await serveApp(s, process.env.DATABASE_URL, 0)
  process.send?.({ port: app.port })
  onStop(app.stop)
} else {
  const s = await server()
  const database = await prepareDatabase(s)
  if (mode === 'db') {
    console.log(`READY ${database.url}`)
    onStop(database.stop)
  } else if (workers > 1) {
    // One shared port for all workers: the primary hands each new connection to one of them.
    cluster.setupPrimary({ exec: import.meta.filename, args: [mode] })
    const secretsDir = process.env.BENCH_SECRETS_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'velvet-bench-keys-'))
    const env = { DATABASE_URL: database.url, BENCH_SECRETS_DIR: secretsDir }
    const ports = await Promise.all(
      Array.from(
        { length: workers },
        () => new Promise((resolve) => cluster.fork(env).once('message', (message) => resolve(message.port))),
      ),
    )
    console.log(`READY ${ports[0]}`)
    onStop(async () => {
      await Promise.all(
        Object.values(cluster.workers ?? {}).map(
          (worker) => new Promise((resolve) => worker?.once('exit', resolve).kill('SIGTERM')),
        ),
      )
      await database.stop()
    })
  } else {
    const app = await serveApp(s, database.url, 0)
    console.log(`READY ${app.port}`)
    onStop(async () => {
      await app.stop()
      await database.stop()
    })
  }
}
