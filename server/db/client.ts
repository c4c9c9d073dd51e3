/**
 * One driver everywhere: a pg Pool with Drizzle on top. The rest of the server receives a `Db`
 * and never knows whether it talks to the embedded server or another PostgreSQL.
 */
import path from 'node:path'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema/index'

/** `$client` is the pool itself, for the few that speak plain SQL to it (the job queue). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool }

export type Database = {
  db: Db
  pool: pg.Pool
  close: () => Promise<void>
}

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations')

export function connectDatabase(
  url: string,
  options: { max?: number; onError?: (error: Error) => void } = {},
): Database {
  // A connection attempt that hangs (a server gone silent, a dropped route) fails after 5 s, so the
  // request gets a 503 instead of waiting for ever.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  })
  // An idle client losing its server (restart, shutdown) emits 'error' on the pool; unhandled, it
  // would crash the process, while the next query simply gets a fresh connection.
  pool.on('error', (error) => options.onError?.(error))
  const db = drizzle(pool, { schema })
  return { db, pool, close: () => pool.end() }
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
}
