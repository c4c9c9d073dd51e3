/**
 * Lighthouse (mobile, simulated slow 4G and CPU ×4, performance only) on the age gate, and with the
 * gate accepted on /home, a creator's profile, one of their posts and a watch page of the demo
 * seed, for `npm run bench`, in Debian's Chromium. Lighthouse is not a project
 * dependency (about 180 MB that CI would install for nothing): the bench installs the pinned version
 * once into node_modules/.cache/velvet-lighthouse from the npm registry.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { medianBy } from './bench-median.mjs'

// 12.x is the last line that runs on Node 20 (13 needs Node 22).
const LIGHTHOUSE_VERSION = '12.8.2'
const ROOT = path.resolve(import.meta.dirname, '..')
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'velvet-lighthouse')
/** Runs per page, as Lighthouse's own guidance has it for a figure that varies from run to run: the median (by score) is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))

function ensureLighthouse() {
  const entry = path.join(CACHE, 'node_modules', 'lighthouse', 'package.json')
  if (existsSync(entry)) return
  const result = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', CACHE, `lighthouse@${LIGHTHOUSE_VERSION}`],
    { stdio: 'inherit' },
  )
  if (result.status !== 0) throw new Error('bench: could not install Lighthouse')
}

/**
 * The pages measured: a key, a name, the address and whether the visitor has passed the age gate
 * (/home without it is the gate). The creator, post and movie are the demo seed's, as the journeys
 * use them. BENCH_LIGHTHOUSE_PAGES=home,post measures only the pages with those keys.
 */
const PAGES = [
  ['gate', 'age gate', '/home', false],
  ['home', '/home, gate accepted', '/home', true],
  ['profile', 'creator profile', '/selenebellamy', true],
  ['post', 'post', '/selenebellamy/post/1', true],
  ['watch', 'watch page', '/videos/2/watch', true],
]
const CHOSEN = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')

const moduleOf = (name, file) => import(pathToFileURL(path.join(CACHE, 'node_modules', name, file)).href)

export async function measureLighthouse({ startServer, stopServer, chromiumPath }) {
  ensureLighthouse()
  const { default: lighthouse } = await moduleOf('lighthouse', 'core/index.js')
  const { default: puppeteer } = await moduleOf('puppeteer-core', 'lib/esm/puppeteer/puppeteer-core.js')
  const app = await startServer(['app'])
  const base = `http://127.0.0.1:${app.port}`
  const results = {}
  const lighthouseOnce = async (pathname, accepted) => {
    const browser = await puppeteer.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    })
    try {
      const page = await browser.newPage()
      // Lighthouse clears the origin's storage first; this runs in each new page before its scripts.
      // Enter keeps the acceptance in both (features/age-gate): the cookie is what the server reads
      // to send /home past the gate, rendered (server/plugins/pages.ts).
      if (accepted) {
        await page.evaluateOnNewDocument(() => localStorage.setItem('velvet.age-accepted', 'true'))
        await browser.setCookie({ name: 'velvet_age', value: '1', url: base })
      }
      return await lighthouse(
        `${base}${pathname}`,
        { onlyCategories: ['performance'], logLevel: 'error' },
        undefined,
        page,
      )
    } finally {
      await browser.close()
    }
  }
  try {
    for (const [key, name, pathname, accepted] of PAGES) {
      if (CHOSEN && !CHOSEN.includes(key)) continue
      const runs = []
      for (let index = 0; index < RUNS; index++) {
        // A fresh browser each time: a first visit, nothing cached. Lighthouse now and then fails to
        // record the trace (NO_NAVSTART): that run is made again, up to three times.
        let run
        for (let attempt = 1; attempt <= 3 && !run?.lhr.categories.performance.score; attempt++) {
          run = await lighthouseOnce(pathname, accepted)
          if (run.lhr.runtimeError) console.error(`  (${name}: ${run.lhr.runtimeError.code}, run again)`)
        }
        const audits = run.lhr.audits
        // BENCH_LIGHTHOUSE_DIR=… keeps each full report (long tasks, bootup time) to see why.
        if (process.env.BENCH_LIGHTHOUSE_DIR) {
          mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true })
          const file = path.join(
            process.env.BENCH_LIGHTHOUSE_DIR,
            `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${index + 1}.json`,
          )
          writeFileSync(file, JSON.stringify(run.lhr))
        }
        runs.push({
          score: Math.round(run.lhr.categories.performance.score * 100),
          lcp: Math.round(audits['largest-contentful-paint'].numericValue),
          cls: audits['cumulative-layout-shift'].numericValue,
          tbt: Math.round(audits['total-blocking-time'].numericValue),
        })
      }
      results[name] = { ...medianBy(runs, (run) => run.score), runs }
    }
  } finally {
    await stopServer(app)
  }
  return results
}
