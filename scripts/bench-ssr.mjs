/**
 * `npm run bench -- ssr`: rendered pages under load, on the built app (`npm run build`).
 * - A guest's /home answered from the server's kept pages, next to a static file of the same server
 *   of about the same size (the hashed asset whose brotli copy is nearest the page's), both asked
 *   for with `Accept-Encoding: br` and loaded in turns, ROUNDS times: the median ratio is the figure.
 * - /home rendered for every request: as the demo member (the session's cookie is on the request,
 *   so the page is never kept), and as a guest with PUBLIC_CACHE=off; throughput and p99.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { medianBy } from './bench-median.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const GUEST = { cookie: 'velvet_age=1; velvet_lang=en', 'accept-encoding': 'br' }

/** The hashed asset whose precompressed copy is nearest `bytes`: a static answer of the page's size. */
function staticFileNear(bytes) {
  const assets = path.join(ROOT, 'dist', 'assets')
  let best = { file: '', distance: Number.POSITIVE_INFINITY, bytes: 0 }
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.br')) continue
    const size = statSync(path.join(assets, name)).size
    const distance = Math.abs(size - bytes)
    if (distance < best.distance) best = { file: `/assets/${name.slice(0, -'.br'.length)}`, distance, bytes: size }
  }
  return best
}

/** The demo member's session cookie, as the login sets it. */
async function memberCookie(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@velvet.example', password: 'velvet-demo-2026' }),
  })
  const refresh = login.headers.getSetCookie().find((cookie) => cookie.startsWith('velvet_refresh='))
  if (!refresh) throw new Error(`the demo member's login set no session cookie (${login.status})`)
  return refresh.split(';')[0]
}

export async function measureSsr({ startServer, stopServer, load }) {
  const app = await startServer(['app'])
  const base = `http://127.0.0.1:${app.port}`
  const first = await fetch(`${base}/home`, { headers: GUEST })
  const kept = await fetch(`${base}/home`, { headers: GUEST })
  if (kept.headers.get('x-velvet-cache') !== 'hit') throw new Error('the guest page was not kept')
  // As sent (fetch hands over the body decompressed).
  const pageBytes = Number(kept.headers.get('content-length'))
  await Promise.all([first.arrayBuffer(), kept.arrayBuffer()])
  const asset = staticFileNear(pageBytes)
  const cachedRun = () => load(`${base}/home`, [{ headers: GUEST }])
  const staticRun = () => load(`${base}${asset.file}`, [{ headers: GUEST }])
  await cachedRun().catch(() => undefined) // warm-ups, discarded
  await staticRun().catch(() => undefined)
  const rounds = []
  for (let round = 0; round < ROUNDS; round++) {
    const cached = await cachedRun()
    const staticResult = await staticRun()
    rounds.push({ cached, static: staticResult, ratio: cached.requests.average / staticResult.requests.average })
  }
  const median = medianBy(rounds, (round) => round.ratio)

  const member = { ...GUEST, cookie: `${GUEST.cookie}; ${await memberCookie(base)}` }
  const memberRun = () => load(`${base}/home`, [{ headers: member }])
  await memberRun().catch(() => undefined)
  const memberResult = await memberRun()
  await stopServer(app)

  const uncachedApp = await startServer(['app'], { PUBLIC_CACHE: 'off' })
  const uncachedRun = () => load(`http://127.0.0.1:${uncachedApp.port}/home`, [{ headers: GUEST }])
  await uncachedRun().catch(() => undefined)
  const uncachedResult = await uncachedRun()
  await stopServer(uncachedApp)
  return {
    cachedResult: median.cached,
    staticResult: median.static,
    ratios: rounds.map((round) => round.ratio).sort((a, b) => a - b),
    pageBytes,
    asset,
    memberResult,
    uncachedResult,
  }
}
