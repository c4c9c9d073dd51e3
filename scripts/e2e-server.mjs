/**
 * The server the end-to-end tests run against: the production build and a fresh embedded
 * PostgreSQL with the demo seed, in a temporary data directory removed on exit.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velvet-e2e-'))
// mkdtemp makes a 0700 directory; as root the database runs as `postgres`, which must reach it.
chmodSync(dataDir, 0o755)
process.env.DATA_DIR = dataDir
process.env.NODE_ENV = 'production'
process.env.PORT ??= '4599'
process.env.EMBEDDED_PG_PORT ??= '54399'
process.env.LOG_LEVEL ??= 'warn'
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))

const { register } = await import('tsx/esm/api')
register()
await import('../server/main.ts')
