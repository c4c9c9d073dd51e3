/**
 * The e2e server's database, for journeys that change what the app cannot (a membership that ends
 * today): scripts/e2e-server.mjs says where its embedded PostgreSQL lives.
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

/** Sets when the user's membership ends (in the past: it has ended). */
export async function setMembershipEnd(userId: number, end: Date): Promise<void> {
  const client = new pg.Client({ connectionString: connectionString() })
  await client.connect()
  try {
    await client.query('UPDATE users SET membership_expires_at = $1 WHERE id = $2', [end, userId])
  } finally {
    await client.end()
  }
}
