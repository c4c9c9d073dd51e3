/**
 * Process entry: configuration, database (embedded unless DATABASE_URL is set), migrations,
 * first-start seed (with the demo's artwork renderer), the app, then listen. SIGINT/SIGTERM close the server, the pools and the
 * embedded database in that order.
 */
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { loadConfig } from './config'
import { connectDatabase } from './db/client'
import { openDatabase } from './db/open'
import { systemClock } from './lib/clock'
import { createLogger } from './lib/logger'
import { deriveKey, loadSecrets } from './lib/secrets'
import { buildDemoPanel, exchangeThrough } from './modules/demo-panel/app'

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
  // The demo (SEED=auto) draws its catalogue's artwork on first request; a real deployment
  // (SEED=never) serves only the artwork files stored, and never loads the demo's renderer.
  const renderArt = config.seed === 'auto' ? (await import('./db/seed/artwork/render')).renderDemoArt : undefined
  const app = await buildApp({
    config,
    db: opened.database.db,
    ...(replica ? { readDb: replica.db } : {}),
    secrets,
    logger,
    ...(renderArt ? { renderArt } : {}),
  })
  // The demo creators' panel, on its own port (another origin), unless a real panel is configured.
  const panel =
    config.demoPanelPort === undefined
      ? undefined
      : await buildDemoPanel({
          appUrl: config.publicUrl,
          key: deriveKey(secrets.jwtKey, 'velvet demo panel session'),
          clock: systemClock,
          exchangeCode: exchangeThrough(app),
        })
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error')
    else logger.info(`${signal ?? 'close'}: shutting down`)
    await panel?.close()
    await app.close()
    await stopAll()
  })

  try {
    await app.listen({ port: config.port, host: config.host })
    if (panel) await panel.listen({ port: config.demoPanelPort, host: config.host })
  } catch (error) {
    // Nothing to serve: release the database instead of hanging on with it.
    await panel?.close()
    await app.close()
    await stopAll()
    throw error
  }
  logger.info(`Velvet is ready on ${config.publicUrl}`)
  if (panel) logger.info(`The demo creators' panel is on ${config.creatorsPanelUrl}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
