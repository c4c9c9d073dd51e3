import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type EarlyRefreshConfig, startEarlyRefresh, takeEarlyRefresh } from './early-refresh'
import { startSocketId } from './early-socket-id'

const CONFIG: EarlyRefreshConfig = {
  path: '/api/auth/refresh',
  hintKey: 'velvet.session',
  lock: 'velvet-session-refresh',
  timeoutMs: 8000,
  socketIdHeader: 'x-socket-id',
}

/** The page as the first-paint script leaves it: language, theme, gate. */
function page(options: { gate: 'open' | null; hint: boolean }) {
  const root = document.documentElement
  root.lang = 'pt'
  root.setAttribute('data-theme', 'chads')
  if (options.gate) root.setAttribute('data-gate', options.gate)
  else root.removeAttribute('data-gate')
  if (options.hint) localStorage.setItem(CONFIG.hintKey, JSON.stringify({ user: { id: 7 } }))
}

let locks: string[]
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  locks = []
  fetchMock = vi.fn(async () => Response.json({ ok: true }))
  vi.stubGlobal('fetch', fetchMock)
  // jsdom has no Web Locks: this one grants at once and records which lock was held.
  vi.stubGlobal('navigator', {
    ...navigator,
    locks: {
      request: async (name: string, task: () => Promise<unknown>) => {
        locks.push(name)
        return task()
      },
    },
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  takeEarlyRefresh()
  delete (window as { __velvetSocketId?: string }).__velvetSocketId
})

describe('startEarlyRefresh', () => {
  it("sends the refresh from the page under the app's refresh lock, and the app takes its answer once", async () => {
    page({ gate: 'open', hint: true })
    startEarlyRefresh(CONFIG)
    const answer = takeEarlyRefresh()
    expect(answer).toBeDefined()
    expect(await (await answer)?.json()).toEqual({ ok: true })
    expect(locks).toEqual(['velvet-session-refresh'])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/auth/refresh?lang=pt&site_type=chads')
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' })
    expect(init.headers).toMatchObject({ 'Accept-Language': 'pt' })
    expect(takeEarlyRefresh()).toBeUndefined()
  })

  it("carries the tab's socket id, the one the app then sends on every request (R-API-06)", async () => {
    page({ gate: 'open', hint: true })
    new Function(`(${startSocketId.toString()})()`)()
    startEarlyRefresh(CONFIG)
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    const sent = (init.headers as Record<string, string>)['x-socket-id']
    expect(sent).toMatch(/^[0-9a-f]{32}$/)
    vi.resetModules()
    const { SOCKET_ID } = await import('./socket-id')
    expect(SOCKET_ID).toBe(sent)
  })

  it('sends nothing for a visitor who was not signed in, or while the age gate shows', () => {
    page({ gate: 'open', hint: false })
    startEarlyRefresh(CONFIG)
    page({ gate: null, hint: true })
    startEarlyRefresh(CONFIG)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(takeEarlyRefresh()).toBeUndefined()
  })

  it('runs from its own source text, as the page inlines it', async () => {
    page({ gate: 'open', hint: true })
    new Function(`(${startEarlyRefresh.toString()})(${JSON.stringify(CONFIG)})`)()
    expect(await takeEarlyRefresh()).toBeInstanceOf(Response)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
