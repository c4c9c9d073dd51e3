import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RUNTIME_CACHES } from '../contract/cache-names'
import { SAVED_COPY_MARK } from '../contract/pages'
import { answerNavigation } from './pages'

vi.mock('workbox-precaching', () => ({
  matchPrecache: async () => new Response('<html><head></head><body>APP SHELL</body></html>'),
}))

/** Cache Storage in memory: what the pages use (open, match, put, delete, keys). */
function memoryCaches(): CacheStorage {
  const caches = new Map<string, Map<string, Response>>()
  return {
    open: async (name: string) => {
      const entries = caches.get(name) ?? new Map<string, Response>()
      caches.set(name, entries)
      return {
        match: async (url: string) => entries.get(url)?.clone(),
        put: async (url: string, response: Response) => void entries.set(url, response),
        delete: async (url: string) => entries.delete(url),
        keys: async () => [...entries.keys()].map((url) => new Request(url)),
      }
    },
    delete: async (name: string) => caches.delete(name),
  } as unknown as CacheStorage
}

const PAGE = 'https://velvet.test/home'
const page = (body: string) =>
  new Response(`<html><head><title>Home</title></head><body>${body}</body></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '999' },
  })

/** Runs a navigation to the end, the work it leaves for later included. */
async function navigate(url: string): Promise<string> {
  const work: Promise<unknown>[] = []
  const response = await answerNavigation(new Request(url), (each) => work.push(each))
  await Promise.all(work)
  return response.text()
}

beforeEach(() => {
  vi.stubGlobal('caches', memoryCaches())
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('navigations in the worker', () => {
  it("answer with the server's page as it came, and keep a copy", async () => {
    vi.stubGlobal('fetch', async () => page('FRESH'))
    const fresh = await navigate(PAGE)
    expect(fresh).toContain('FRESH')
    expect(fresh).not.toContain(SAVED_COPY_MARK)
    const kept = await (await caches.open(RUNTIME_CACHES.pages)).match(PAGE)
    expect(await kept?.text()).toContain('FRESH')
  })

  it('answer a page the server does not give with its copy, marked as one, so the app reads its data again', async () => {
    vi.stubGlobal('fetch', async () => page('KEPT'))
    await navigate(PAGE)
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')))
    const copy = await navigate(PAGE)
    expect(copy).toContain('KEPT')
    expect(copy).toContain(`<meta name="${SAVED_COPY_MARK}" content="">`)
    // In its head, where the app looks before it hydrates.
    expect(copy.indexOf(SAVED_COPY_MARK)).toBeLessThan(copy.indexOf('</head>'))
  })

  it('answer a page never visited with the app shell', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await navigate('https://velvet.test/faqs')).toContain('APP SHELL')
  })
})
