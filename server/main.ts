/**
 * Process entry: configuration, database (embedded unless DATABASE_URL is set), migrations,
 * first-start seed, the app, then listen. SIGINT/SIGTERM close the server, the pools and the
 * embedded database in that order.
 */
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { loadConfig } from './config'
import { connectDatabase } from './db/client'
import { openDatabase } from './db/open'
import { createLogger } from './lib/logger'
import { loadSecrets } from './lib/secrets'

async function main() {
  const config = loadConfig()
  const logger = createLogger(config)
  const opened = await openDatabase(config, logger)

  // Reads that may lag a moment go to the replica when one is configured (config.databaseReadUrl).
  const replica = config.databaseReadUrl
    ? connectDatabase(config.databaseReadUrl, {
        max: config.dbPoolMax,
        onError: (error) => logger.warn({ reason: error.message }, 'idle replica connection lost'),
      })
    : undefined
  const stopAll = async () => {
    await replica?.close().catch(() => undefined)
    await opened.stop()
  }

  const secrets = loadSecrets(config.dataDir)
  const app = await buildApp({
    config,
    db: opened.database.db,
    ...(replica ? { readDb: replica.db } : {}),
    secrets,
    logger,
  })
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error')
    else logger.info(`${signal ?? 'close'}: shutting down`)
    await app.close()
    await stopAll()
  })

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    // Nothing to serve: release the database instead of hanging on with it.
    await app.close()
    await stopAll()
    throw error
  }
  logger.info(`Velvet is ready on ${config.publicUrl}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
