import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../../contract/api'
import { isServerUnavailable, request, setServerUnavailableHandler } from '../../api/client'
import { isReachable, resetReachabilityForTests } from '../../api/reachability'
import { createMaintenanceTrigger, retryDelayMs, screenHasNothingToShow } from './maintenance'

describe('retryDelayMs', () => {
  it('waits 5 s before the first try, then 15 s, and the last delay repeats', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelayMs(attempt))).toEqual([5000, 15000, 15000, 15000, 15000])
  })
})

describe('createMaintenanceTrigger', () => {
  it('opens the maintenance page once', async () => {
    let href = '/faqs?x=1'
    const openMaintenance = vi.fn(async () => {
      href = '/maintenance'
    })
    const trigger = createMaintenanceTrigger({ currentHref: () => href, openMaintenance })
    trigger()
    trigger()
    await vi.waitFor(() => expect(openMaintenance).toHaveBeenCalledTimes(1))
    trigger()
    await Promise.resolve()
    expect(openMaintenance).toHaveBeenCalledTimes(1)
  })

  it('stays on the page when asking again finds the server answering (a blip while reconnecting)', async () => {
    const openMaintenance = vi.fn(async () => {})
    const confirm = vi.fn(async () => false)
    const trigger = createMaintenanceTrigger({ currentHref: () => '/home', openMaintenance, confirm })
    trigger()
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(openMaintenance).not.toHaveBeenCalled()
    // A later failure is judged again.
    trigger()
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(2))
  })

  it('does nothing on the maintenance page itself', () => {
    const openMaintenance = vi.fn(async () => {})
    createMaintenanceTrigger({ currentHref: () => '/maintenance', openMaintenance })()
    expect(openMaintenance).not.toHaveBeenCalled()
  })
})

describe('screenHasNothingToShow', () => {
  it('keeps a screen that shows saved or fresh data, whatever else failed', () => {
    expect(
      screenHasNothingToShow([
        { data: { posts: [] }, status: 'success' },
        { data: undefined, status: 'error' },
      ]),
    ).toBe(false)
    expect(screenHasNothingToShow([{ data: ['saved'], status: 'error' }])).toBe(false)
  })

  it('keeps a screen without queries (a form): there is something on it', () => {
    expect(screenHasNothingToShow([])).toBe(false)
  })

  it('gives way when every query of the screen is still waiting or failed without data', () => {
    expect(
      screenHasNothingToShow([
        { data: undefined, status: 'pending' },
        { data: undefined, status: 'error' },
      ]),
    ).toBe(true)
  })
})

describe('the server-unavailable hook of the API client', () => {
  const handler = vi.fn()

  function stubFetch(result: Response | Error) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (result instanceof Error) throw result
        return result
      }),
    )
  }

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    handler.mockReset()
    setServerUnavailableHandler(() => {})
    resetReachabilityForTests()
  })

  it('reports a 503 answer, and an answer flagged maintenance', async () => {
    setServerUnavailableHandler(handler)
    stubFetch(Response.json({ message: 'down', code: 'maintenance' }, { status: 503 }))
    await expect(request(api.carousels)).rejects.toMatchObject({ status: 503 })
    stubFetch(Response.json({ message: 'down', code: 'maintenance' }, { status: 500 }))
    await expect(request(api.carousels)).rejects.toMatchObject({ status: 500 })
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('never opens maintenance for a request without an answer, even when the browser says online', async () => {
    setServerUnavailableHandler(handler)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    stubFetch(new TypeError('Failed to fetch'))
    await expect(request(api.carousels)).rejects.toMatchObject({ status: 0 })
    expect(handler).not.toHaveBeenCalled()
    // It makes the server unreachable instead, which screens show with what they have.
    expect(isReachable()).toBe(false)
  })

  it('ignores opted-out requests and other errors', async () => {
    setServerUnavailableHandler(handler)
    stubFetch(Response.json({ message: 'down', code: 'maintenance' }, { status: 503 }))
    await expect(request(api.carousels, { reportUnavailable: false })).rejects.toMatchObject({ status: 503 })
    stubFetch(Response.json({ message: 'boom', code: 'internal' }, { status: 500 }))
    await expect(request(api.carousels)).rejects.toMatchObject({ status: 500 })
    expect(handler).not.toHaveBeenCalled()
  })

  it('isServerUnavailable: a 503 or the maintenance code, nothing else', () => {
    expect(isServerUnavailable(503)).toBe(true)
    expect(isServerUnavailable(500, 'maintenance')).toBe(true)
    expect(isServerUnavailable(0)).toBe(false)
    expect(isServerUnavailable(500, 'internal')).toBe(false)
  })
})
