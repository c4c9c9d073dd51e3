/**
 * The e2e server's database, for journeys that change what the app cannot (a membership that ends
 * today, an account banned by the moderators): scripts/e2e-server.mjs says where its embedded
 * PostgreSQL lives, and the embedded cluster's password is kept in its data directory.
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

function connectionString(): string {
  const port = process.env.E2E_PORT ?? '4599'
  const pointer = JSON.parse(readFileSync(path.join(os.tmpdir(), `velvet-e2e-${port}.json`), 'utf8')) as {
    dataDir: string
    port: number
  }
  const { password } = JSON.parse(readFileSync(path.join(pointer.dataDir, 'pg-credentials.json'), 'utf8')) as {
    password: string
  }
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pointer.port}/velvet`
}

async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: connectionString() })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Sets when the user's membership ends (in the past: it has ended). */
export function setMembershipEnd(userId: number, end: Date): Promise<void> {
  return withDatabase(async (client) => {
    await client.query('UPDATE users SET membership_expires_at = $1 WHERE id = $2', [end, userId])
  })
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
