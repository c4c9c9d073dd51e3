/**
 * The database a process runs on: the server of DATABASE_URL, or the embedded one started here;
 * migrated, and seeded with the demo on an empty database (SEED=auto). Shared by `npm start`
 * (server/main.ts) and the primary of `npm run start:cluster`, which prepares it once for its workers.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import { connectDatabase, type Database, migrateDatabase } from './client'
import type { EmbeddedPostgres } from './embedded'
import { seedIfEmpty } from './seed/index'

export type OpenedDatabase = { url: string; database: Database; stop: () => Promise<void> }

export async function openDatabase(config: Config, logger: FastifyBaseLogger): Promise<OpenedDatabase> {
  let embedded: EmbeddedPostgres | undefined
  let url = config.databaseUrl
  if (!url) {
    // Imported lazily: a deployment with DATABASE_URL never loads the embedded server code.
    const { startEmbeddedPostgres } = await import('./embedded')
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      database: 'velvet',
      log: {
        info: (msg) => logger.info(msg),
        warn: (msg) => logger.warn(msg),
        debug: (msg) => logger.debug(msg),
      },
    })
    url = embedded.url
  }

  const database = connectDatabase(url, {
    max: config.dbPoolMax,
    onError: (error) =>
      logger.warn({ code: (error as { code?: string }).code, reason: error.message }, 'idle database connection lost'),
  })
  const stop = async () => {
    await database.close().catch(() => undefined)
    await embedded?.stop()
  }

  try {
    await migrateDatabase(database.db)
    if (config.seed === 'auto')
      await seedIfEmpty(database.db, { log: (msg) => logger.info(msg), extraAccountPairs: config.demoExtraAccounts })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, database, stop }
}
