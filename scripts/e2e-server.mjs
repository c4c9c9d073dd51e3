/**
 * The server the end-to-end tests run against: the production build and a fresh embedded
 * PostgreSQL with the demo seed, in a temporary data directory removed on exit. NODE_ENV is
 * `test`, never `production`: the journeys need the development mailbox and push inbox, which the
 * server refuses to open in production. It serves the built PWA as production does.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velvet-e2e-'))
// mkdtemp makes a 0700 directory; as root the database runs as `postgres`, which must reach it.
chmodSync(dataDir, 0o755)
process.env.DATA_DIR = dataDir
process.env.NODE_ENV = 'test'
process.env.PORT ??= '4599'
// The address the journeys use (Playwright's baseURL): social sign-in's callback, the creators'
// panel's messages and mailed links must come back to the very origin the browser is on.
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`
process.env.EMBEDDED_PG_PORT ??= '54399'
process.env.LOG_LEVEL ??= 'warn'
// The journeys read their mail in the development mailbox, and solve captchas in Node quickly.
process.env.DEV_MAILBOX ??= 'true'
process.env.DEV_PUSH_INBOX ??= 'true'
process.env.CAPTCHA_COMPLEXITY ??= '2000'
// Every journey registers and logs in from 127.0.0.1; the per-IP limits are covered by the API tests.
process.env.RATE_LIMIT ??= 'off'
// One member and one user account per parallel worker (one device at a time would log the others out).
process.env.DEMO_EXTRA_ACCOUNTS ??= '4'
// Video call journeys hold whole calls: a call minute of 30 s instead of 60 (calls.spec.ts):
// short enough to see a whole call end, long enough for its steps on a busy CI machine.
process.env.CALL_MINUTE_MS ??= '30000'
// The journeys stand in for the proxy that tells the visitor's region: the retention offers'
// countdown, on by default and off in California (wallet.spec.ts), and the age check where the law
// asks for one, the click-through gate elsewhere (age-assurance.spec.ts).
process.env.REGION_HEADER ??= 'x-velvet-region'
// Journeys that change the database behind the app's back (a membership that ends, an account
// banned) find it here: its data directory (and so its credentials) and port.
const databasePointer = path.join(os.tmpdir(), `velvet-e2e-${process.env.PORT}.json`)
writeFileSync(databasePointer, JSON.stringify({ dataDir, port: Number(process.env.EMBEDDED_PG_PORT) }))
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(databasePointer, { force: true })
})

const { register } = await import('tsx/esm/api')
register()
await import('../server/main.ts')
