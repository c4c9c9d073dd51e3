/**
 * `npm run start:cluster`: several API processes behind one port, sharing Redis (realtime fan-out,
 * rate-limit counters) and PostgreSQL, the way a scaled deployment runs (README "Deployment").
 * The primary prepares what must happen once (build, Redis, the database with its migrations and
 * seed, the secrets file), then forks CLUSTER_WORKERS processes (default 2) that each run the
 * normal server on the same port (node:cluster hands connections out in turn) and restarts a worker
 * that dies. Ctrl+C stops the workers, then what the primary started.
 */
import cluster from 'node:cluster'

if (cluster.isPrimary) {
  const { ensureBuild } = await import('./ensure-build.mjs')
  const { ensureRedis } = await import('./redis-server.mjs')
  ensureBuild()
  process.env.NODE_ENV ??= 'production'
  const count = Number(process.env.CLUSTER_WORKERS ?? 2)
  if (!Number.isInteger(count) || count < 1) throw new Error('CLUSTER_WORKERS must be a whole number of processes')

  let redis
  try {
    redis = await ensureRedis({ log: (message) => console.log(message) })
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  process.env.REDIS_URL = redis.url

  const { register } = await import('tsx/esm/api')
  register()
  const { loadConfig } = await import('../server/config.ts')
  const { createLogger } = await import('../server/lib/logger.ts')
  const { openDatabase } = await import('../server/db/open.ts')
  const { loadSecrets } = await import('../server/lib/secrets.ts')
  const config = loadConfig()
  const logger = createLogger(config)
  const opened = await openDatabase(config, logger)
  // Workers connect to the same database (the embedded one keeps running in the primary) and read
  // the secrets written now, so every process signs and checks tokens with the same keys.
  await opened.database.close()
  process.env.DATABASE_URL = opened.url
  loadSecrets(config.dataDir)

  let stopping = false
  const fork = () => cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    logger.warn({ pid: worker.process.pid, code, signal }, 'API process ended; starting another')
    setTimeout(fork, 1000)
  })
  for (let i = 0; i < count; i++) fork()
  logger.info(`${count} API processes on ${config.publicUrl} (Redis ${redis.url})`)

  const stop = async () => {
    if (stopping) return
    stopping = true
    const exits = Object.values(cluster.workers ?? {}).map(
      (worker) => new Promise((resolve) => (worker?.isDead() ? resolve() : worker?.once('exit', resolve))),
    )
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM')
    await Promise.all(exits)
    await opened.stop()
    await redis.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../server/main.ts')
}
