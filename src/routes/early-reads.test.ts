import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EARLY_READ_MAX_AGE_MS, type EarlyReadsConfig, startEarlyReads, takeEarlyRead } from '../api/early-reads'
import type { Preferences } from '../api/preferences'
import { carouselQuery } from '../features/home'
import { celebritiesQuery } from '../features/posts'
import { type Sent, stubServer } from '../testing/stub-server'
import { EARLY_READ_ROUTES } from './early-reads'

const CONFIG: EarlyReadsConfig = {
  routes: EARLY_READ_ROUTES,
  hintKey: 'velvet.session',
  timeoutMs: 20_000,
  socketIdHeader: 'x-socket-id',
}
const GUEST_CONTEXT: Preferences = { locale: 'pt', siteType: 'chads' }
const pagination = { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 1, links: { next: null } }

/** The page as the first-paint script leaves it: address, language, theme, gate; a guest or a member. */
function page(options: { path: string; gate?: boolean; member?: boolean }) {
  window.history.replaceState(null, '', options.path)
  const root = document.documentElement
  root.lang = 'pt'
  root.setAttribute('data-theme', 'chads')
  if (options.gate === false) root.removeAttribute('data-gate')
  else root.setAttribute('data-gate', 'open')
  if (options.member) localStorage.setItem(CONFIG.hintKey, JSON.stringify({ user: { id: 7 } }))
}

let sent: Sent[]

beforeEach(() => {
  sent = stubServer({
    'GET /api/celebrities': () => Response.json({ data: [], meta: { pagination } }),
    'GET /api/carousels': () => Response.json({ data: [], meta: { pagination } }),
  })
})
afterEach(() => {
  localStorage.clear()
  delete (window as { __velvetEarlyReads?: unknown }).__velvetEarlyReads
})

async function homeScreenReads() {
  const client = new QueryClient()
  await client.fetchInfiniteQuery(celebritiesQuery(GUEST_CONTEXT))
  await client.fetchQuery(carouselQuery(GUEST_CONTEXT))
}

describe('the page’s early reads', () => {
  it('sends a guest’s /home reads from the page, and the home screen’s queries take them instead of asking again', async () => {
    page({ path: '/home' })
    startEarlyReads(CONFIG)
    expect(sent.map((each) => each.path)).toEqual(['/api/celebrities', '/api/carousels'])
    expect(Object.fromEntries(sent[0]?.query ?? [])).toEqual({
      page: '1',
      per_page: '10',
      include: 'webstar',
      lang: 'pt',
      site_type: 'chads',
    })

    await homeScreenReads()
    expect(sent).toHaveLength(2)
    // Taken once: the next time the screen asks, it asks the server.
    await new QueryClient().fetchQuery(carouselQuery(GUEST_CONTEXT))
    expect(sent).toHaveLength(3)
  })

  it('leaves a member’s reads, a gate still showing and other pages to the app', async () => {
    for (const options of [{ path: '/home', member: true }, { path: '/home', gate: false }, { path: '/feeds' }]) {
      page(options)
      startEarlyReads(CONFIG)
      localStorage.clear()
    }
    expect(sent).toEqual([])
  })

  it('is not taken for a language or theme other than the app’s, nor once it is old', async () => {
    page({ path: '/home' })
    startEarlyReads(CONFIG)
    const client = new QueryClient()
    await client.fetchQuery(carouselQuery({ locale: 'en', siteType: 'chads' }))
    expect(sent.map((each) => each.query.get('lang'))).toEqual(['pt', 'pt', 'en'])

    const [celebrities] = Object.keys((window as { __velvetEarlyReads?: object }).__velvetEarlyReads ?? {})
    expect(celebrities).toMatch(/^\/api\/celebrities\?/)
    expect(takeEarlyRead(celebrities ?? '', Date.now() + EARLY_READ_MAX_AGE_MS + 1_000)).toBeUndefined()
  })
})
