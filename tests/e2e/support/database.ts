/**
 * The e2e server's database, for the few journeys that need what only an operator can do (ban an
 * account): scripts/e2e-server.mjs leaves a note of its data directory, by port, and the embedded
 * cluster's password is kept there.
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const PORT = Number(process.env.E2E_PORT ?? 4599)

async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const note = JSON.parse(readFileSync(path.join(os.tmpdir(), `velvet-e2e-${PORT}.json`), 'utf8')) as {
    dataDir: string
    pgPort: number
  }
  const { password } = JSON.parse(readFileSync(path.join(note.dataDir, 'pg-credentials.json'), 'utf8')) as {
    password: string
  }
  const client = new pg.Client({ host: '127.0.0.1', port: note.pgPort, user: 'postgres', password, database: 'velvet' })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Marks a user's e-mail verified, as following the mailed link would. */
export function markEmailVerified(userId: number): Promise<void> {
  return withDatabase(async (client) => {
    await client.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [userId])
  })
}

/** Bans a user, as the site's moderators do. */
export function banUser(userId: number): Promise<void> {
  return withDatabase(async (client) => {
    await client.query('UPDATE users SET banned_at = now() WHERE id = $1', [userId])
  })
}
