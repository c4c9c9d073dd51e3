/**
 * Global set-up of the API tests: one PostgreSQL per run (the embedded server in a temporary
 * directory, or the server of DATABASE_URL) and a migrated template database that every test file
 * clones into a fresh database of its own.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { connectDatabase, migrateDatabase } from '../../server/db/client'
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../server/db/embedded'
import { prepareJobSchema } from '../../server/modules/jobs/queue'

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string
    pgTemplate: string
  }
}

/** A port nothing listens on right now (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex')
  let embedded: EmbeddedPostgres | undefined
  let tempDir: string | undefined
  let adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-test-'))
    await fs.chmod(tempDir, 0o755)
    const quiet = { info: () => {}, warn: (msg: string) => console.warn(msg), debug: () => {} }
    embedded = await startEmbeddedPostgres({
      dataDir: tempDir,
      port: await freePort(),
      database: 'postgres',
      log: quiet,
      fast: true,
    })
    adminUrl = embedded.adminUrl
  }

  const template = `velvet_template_${runId}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${template}`)
  const templateUrl = withDatabase(adminUrl, template)
  const database = connectDatabase(templateUrl, { max: 2 })
  await migrateDatabase(database.db)
  // The job queue's own schema too, so no test file pays for creating it.
  await prepareJobSchema(database.pool)
  await database.close()

  project.provide('pgAdminUrl', adminUrl)
  project.provide('pgTemplate', template)

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined)
    await admin.end()
    await embedded?.stop()
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true })
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
