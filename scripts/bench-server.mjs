/**
 * One server under load for `npm run bench`, in its own process so the load generator does not
 * share its event loop. Mode `api`: the real app on PostgreSQL (embedded in a temporary directory,
 * or DATABASE_URL), seeded; mode `app`: the same, also serving the built PWA from dist/ (the
 * first-load measure). Mode `bare`: node:http answering a fixed JSON body of the same size.
 * Prints `READY <port>` when listening.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

const mode = process.argv[2]

if (mode === 'bare') {
  const body = readFileSync(process.argv[3])
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
    res.end(body)
  })
  server.listen(0, '127.0.0.1', () => console.log(`READY ${server.address().port}`))
} else {
  const { register } = await import('tsx/esm/api')
  register()
  const { buildApp } = await import('../server/app.ts')
  const { loadConfig } = await import('../server/config.ts')
  const { connectDatabase, migrateDatabase } = await import('../server/db/client.ts')
  const { seedIfEmpty } = await import('../server/db/seed/index.ts')
  const { generateSecrets } = await import('../server/lib/secrets.ts')

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
  const database = connectDatabase(url, { max: 10 })
  await migrateDatabase(database.db)
  await seedIfEmpty(database.db, { log: () => {} })
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { serveApp: mode === 'app' })
  const app = await buildApp({ config, db: database.db, secrets: generateSecrets() })
  await app.listen({ port: 0, host: '127.0.0.1' })
  console.log(`READY ${app.server.address().port}`)
  const stop = async () => {
    await app.close()
    await database.close()
    await embedded?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
