/**
 * `npm run bench`: measures what users feel, never asserted in tests.
 * 1. First-load JS of the home route, brotli: every script Chromium loads for /home on a first
 *    visit (age already accepted), sized as the server sends it.
 * 2. GET /api/celebrities under load next to a bare node:http endpoint answering the same JSON
 *    in the same run: throughput, p50 and p99; the ratio is the figure to compare between runs.
 *    Then the same list without the public cache, and the demo member's feed (never cached).
 *    On the embedded PostgreSQL by default, on another server with DATABASE_URL.
 * 3. The same endpoint on one API process and on two behind one port (node:cluster, as
 *    `npm run start:cluster`): the ratio two / one is the figure.
 * 4. Realtime across two processes on one PostgreSQL and one Redis: fans send chat messages to
 *    process A, their creator's socket on process B receives them; delivered messages per second
 *    and the latency from sending to receiving (p50, p99).
 * 5. The bytes a first visit downloads (the gate; /home past it), video start on slow and fast 4G,
 *    and the repeat visit's LCP online and offline at CPU ×4 (a new window, a reload, a browser
 *    started cold), in Chromium (bench-browser.mjs).
 * 6. Lighthouse mobile on the age gate, and past it on /home, a creator's profile, a post and a watch
 *    page (bench-lighthouse.mjs).
 * 7. Rendered pages under load: a guest's kept /home next to a static file of the same server, and
 *    /home rendered for every request (a member's; a guest's with PUBLIC_CACHE=off) (bench-ssr.mjs).
 * `npm run bench -- js`, `-- api`, `-- scale`, `-- realtime`, `-- browser`, `-- lighthouse` or
 * `-- ssr` measures one of them.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import autocannon from 'autocannon'
import { medianBy } from './bench-median.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The servers run with the young generation `npm start` gives them (package.json): a guest's page
 * makes some 60 kB of short-lived strings, and with V8's default 16 MB semi-spaces the API spent a
 * quarter of its time collecting them under load.
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64']

function startServer(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...SERVER_NODE_FLAGS, path.join(ROOT, 'scripts', 'bench-server.mjs'), ...args],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, ...env },
      },
    )
    child.stdout.on('data', (chunk) => {
      const match = /READY (\S+)/.exec(chunk.toString())
      if (match) resolve({ child, port: Number(match[1]), ready: match[1] })
    })
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)))
  })
}

function stopServer({ child }) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.on('exit', resolve)
    child.kill('SIGTERM')
  })
}

function load(url, requests) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

/** GET /api/celebrities on a started server: a sample answer, and a load over its pages. */
async function celebritiesLoad(port) {
  const base = `http://127.0.0.1:${port}`
  const first = await fetch(`${base}/api/celebrities?page=1&include=webstar&site_type=divas`)
  const sample = await first.text()
  const pages = JSON.parse(sample).meta.pagination.total_pages
  const requests = [
    {
      setupRequest: (request) => ({
        ...request,
        path: `/api/celebrities?page=${1 + Math.floor(Math.random() * pages)}&include=webstar&site_type=divas`,
      }),
    },
  ]
  return { sample, headers: first.headers, run: () => load(`${base}/api/celebrities`, requests) }
}

/** GET /api/celebrities under load on a started server: its sample body and the measured run. */
async function loadCelebrities(port) {
  const { sample, headers, run } = await celebritiesLoad(port)
  await run().catch(() => undefined) // warm-up, discarded
  return { sample, headers, result: await run() }
}

/** GET /api/feeds (the followed creators' posts, with them) as the demo member, over its pages, after a warm-up. */
async function loadMemberFeed(port) {
  const base = `http://127.0.0.1:${port}`
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@velvet.example', password: 'velvet-demo-2026' }),
  })
  const token = (await login.json()).data.access_token
  const headers = { authorization: `Bearer ${token}` }
  const first = await fetch(`${base}/api/feeds?page=1&include=webstar&site_type=divas`, { headers })
  const pages = (await first.json()).meta.pagination.total_pages
  const requests = [
    {
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, ...headers },
        path: `/api/feeds?page=${1 + Math.floor(Math.random() * pages)}&include=webstar&site_type=divas`,
      }),
    },
  ]
  await load(`${base}/api/feeds`, requests).catch(() => undefined)
  return load(`${base}/api/feeds`, requests)
}

/** Headers of one transfer, not of the answer: the bare server sends its own. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
])
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

/**
 * The cached API and a bare node:http server sending the same answer (headers included: the API's
 * carry ~1.4 kB of security and caching headers, so the ratio measures the servers, not the load
 * generator's parser), both up at once and loaded in turns, ROUNDS times: the machine's drift
 * between runs falls on both. The median round is the figure. Then the database path alone.
 */
async function measureApi() {
  const api = await startServer(['api'])
  const cachedLoad = await celebritiesLoad(api.port)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'velvet-bench-'))
  const bodyFile = path.join(dir, 'body.json')
  writeFileSync(bodyFile, cachedLoad.sample)
  const answerHeaders = [...cachedLoad.headers].filter(([name]) => !TRANSFER_HEADERS.has(name))
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(answerHeaders))
  const bare = await startServer(['bare', bodyFile, path.join(dir, 'headers.json')])
  const bareRun = () => load(`http://127.0.0.1:${bare.port}/`)
  await cachedLoad.run().catch(() => undefined) // warm-ups, discarded
  await bareRun().catch(() => undefined)
  const rounds = []
  for (let round = 0; round < ROUNDS; round++) {
    const cached = await cachedLoad.run()
    const bareResult = await bareRun()
    rounds.push({ cached, bare: bareResult, ratio: cached.requests.average / bareResult.requests.average })
  }
  await stopServer(api)
  await stopServer(bare)
  const median = medianBy(rounds, (round) => round.ratio)

  // The same list with the public cache off: every request reads PostgreSQL.
  const uncachedApi = await startServer(['api'], { PUBLIC_CACHE: 'off' })
  const { result: uncachedResult } = await loadCelebrities(uncachedApi.port)
  // A member's feed never comes from the cache: their session, the page and the viewer's marks.
  const memberResult = await loadMemberFeed(uncachedApi.port)
  await stopServer(uncachedApi)
  return {
    apiResult: median.cached,
    bareResult: median.bare,
    ratios: rounds.map((round) => round.ratio).sort((a, b) => a - b),
    uncachedResult,
    memberResult,
    bodyBytes: Buffer.byteLength(cachedLoad.sample),
  }
}

async function measureFirstLoadJs() {
  if (!existsSync(path.join(ROOT, 'dist', 'server', 'entry-server.mjs'))) {
    spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  }
  const { chromium } = await import('@playwright/test')
  // The real server with the demo seed: /home renders its feed as a first-time visitor sees it.
  const app = await startServer(['app'])
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US' })
  await context.addInitScript(() => localStorage.setItem('velvet.age-accepted', 'true'))
  const page = await context.newPage()
  const scripts = new Set()
  page.on('request', (request) => {
    const url = new URL(request.url())
    // The app's files: a worker made from a blob (lib/format.ts) is no download.
    if (request.resourceType() === 'script' && url.protocol.startsWith('http')) scripts.add(url.pathname)
  })
  await page.goto(`http://127.0.0.1:${app.port}/home`, { waitUntil: 'networkidle' })
  await browser.close()
  await stopServer(app)
  const serveDir = path.join(ROOT, 'dist')
  const files = [...scripts].map((script) => {
    const content = readFileSync(path.join(serveDir, script))
    return { script, raw: content.length, brotli: brotliCompressSync(content).length }
  })
  const raw = files.reduce((sum, file) => sum + file.raw, 0)
  const brotli = files.reduce((sum, file) => sum + file.brotli, 0)
  return { files, raw, brotli }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
const target = process.env.DATABASE_URL
  ? `PostgreSQL at ${new URL(process.env.DATABASE_URL).host}`
  : 'embedded PostgreSQL 17'

const only = process.argv[2]

if (!only || only === 'js') {
  const js = await measureFirstLoadJs()
  console.log('\nFirst-load JS of /home (budget 150 kB brotli)')
  console.log(`  ${js.files.length} scripts, ${kb(js.raw)} raw, ${kb(js.brotli)} brotli`)
  for (const file of js.files) console.log(`    ${kb(file.brotli).padStart(9)}  ${file.script}`)
}

const row = (name, r) =>
  `  ${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`
if (!only || only === 'api') {
  const { apiResult, uncachedResult, memberResult, bareResult, ratios, bodyBytes } = await measureApi()
  console.log(
    `\nGET /api/celebrities (10 posts with creators, ${kb(bodyBytes)}), ${CONNECTIONS} connections, ${DURATION} s a run, on ${target}`,
  )
  const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`
  const ratio = (r) => percent(r.requests.average / bareResult.requests.average)
  console.log(row('API, public cache (guests)', apiResult))
  console.log(row('bare node:http, same answer', bareResult))
  console.log(
    `  ratio cached / bare: ${ratio(apiResult)} (median of ${ratios.length} rounds: ${ratios.map(percent).join(', ')})`,
  )
  console.log(row('API, PostgreSQL (cache off)', uncachedResult))
  console.log(`  ratio uncached / bare: ${ratio(uncachedResult)}`)
  console.log(row('GET /api/feeds as the demo member', memberResult))
}

if (!only || only === 'scale') {
  const { measureScale } = await import('./bench-scale.mjs')
  const { one, two } = await measureScale({ startServer, stopServer, loadCelebrities })
  console.log(
    `\nGET /api/celebrities, one API process vs two behind one port (node:cluster), ${CONNECTIONS} connections`,
  )
  console.log(row('1 process', one))
  console.log(row('2 processes', two))
  console.log(`  ratio 2 / 1: ${(two.requests.average / one.requests.average).toFixed(2)}`)
}

if (!only || only === 'realtime') {
  const { measureRealtime } = await import('./bench-realtime.mjs')
  const r = await measureRealtime({ startServer, stopServer, seconds: DURATION })
  console.log(
    `\nRealtime across two API processes (PostgreSQL + Redis): ${r.rooms} fans send to process A, their creator listens on B, ${DURATION} s`,
  )
  console.log(
    `  ${String(Math.round(r.perSecond)).padStart(7)} messages/s delivered   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   sent ${r.sent}, delivered ${r.delivered}, lost ${r.sent - r.delivered}`,
  )
}

if (!only || only === 'browser') {
  const { measureBrowser } = await import('./bench-browser.mjs')
  const r = await measureBrowser({ startServer, stopServer, chromiumPath: CHROMIUM })
  const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
  console.log(
    `\nFirst visit on a phone, everything downloaded until the network is idle: the gate ${kB(r.firstVisitBytes.gate)}, /home with the gate accepted ${kB(r.firstVisitBytes.home)}`,
  )
  console.log(
    '\nVideo start at CPU ×4: the demo member opens /videos/1/watch on a new phone, taps play when it shows (median run)',
  )
  for (const v of r.video) {
    console.log(
      `  ${v.network.padEnd(8)} navigation → first frame ${String(v.firstFrameMs).padStart(6)} ms   loadstart → playing ${String(v.loadstartToPlayingMs).padStart(5)} ms   first rendition ${v.height}p   (first frames ${v.runs.map((run) => run.firstFrameMs).join(', ')} ms; renditions ${v.runs.map((run) => `${run.height}p`).join(', ')})`,
    )
  }
  console.log(
    '\nRepeat visit of /home at CPU ×4 (service worker and saved feed), LCP medians (- : a visit that did not open)',
  )
  const ways = { navigation: 'new window', reload: 'reload', cold: 'cold browser' }
  for (const [way, name] of Object.entries(ways)) {
    const { online, offline, samples } = r.repeat[way]
    const list = (values) => values.map((value) => value ?? '-').join(', ')
    console.log(
      `  ${name.padEnd(12)} online ${String(online ?? '-').padStart(5)} ms   offline ${String(offline ?? '-').padStart(5)} ms   (online ${list(samples.online)}; offline ${list(samples.offline)} ms)`,
    )
  }
}

if (!only || only === 'lighthouse') {
  const { measureLighthouse } = await import('./bench-lighthouse.mjs')
  const r = await measureLighthouse({ startServer, stopServer, chromiumPath: CHROMIUM })
  console.log(
    '\nLighthouse mobile (simulated slow 4G, CPU ×4), first visit: the median run by score (BENCH_LIGHTHOUSE_RUNS, 3)',
  )
  for (const [name, x] of Object.entries(r)) {
    console.log(
      `  ${name.padEnd(22)} score ${x.score}   LCP ${x.lcp} ms   CLS ${x.cls.toFixed(3)}   TBT ${x.tbt} ms (median run)`,
    )
    console.log(
      `  ${''.padEnd(22)} runs: ${x.runs.map((run) => `${run.score} (LCP ${run.lcp}, TBT ${run.tbt})`).join(', ')}`,
    )
  }
}

if (!only || only === 'ssr') {
  const { measureSsr } = await import('./bench-ssr.mjs')
  const r = await measureSsr({ startServer, stopServer, load })
  const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`
  console.log(
    `\nGET /home (${kb(r.pageBytes)} brotli) as rendered pages, ${CONNECTIONS} connections, ${DURATION} s a run, on ${target}`,
  )
  console.log(row("guest's page, kept", r.cachedResult))
  console.log(row(`static ${path.basename(r.asset.file)} (${kb(r.asset.bytes)})`, r.staticResult))
  console.log(
    `  ratio kept page / static: ${percent(r.cachedResult.requests.average / r.staticResult.requests.average)} (median of ${r.ratios.length} rounds: ${r.ratios.map(percent).join(', ')})`,
  )
  console.log(row('rendered: the demo member', r.memberResult))
  console.log(row('rendered: a guest, PUBLIC_CACHE=off', r.uncachedResult))
}
