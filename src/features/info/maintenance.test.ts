import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../../contract/api'
import { isServerUnavailable, request, setServerUnavailableHandler } from '../../api/client'
import { createMaintenanceTrigger, retryDelayMs, returnPathAfterMaintenance } from './maintenance'

describe('retryDelayMs', () => {
  it('waits 5 s before the first try, then 15 s, and the last delay repeats', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelayMs(attempt))).toEqual([5000, 15000, 15000, 15000, 15000])
  })
})

describe('returnPathAfterMaintenance', () => {
  it('goes back to the page the user was on', () => {
    expect(returnPathAfterMaintenance('/videos/12/watch?t=3')).toBe('/videos/12/watch?t=3')
  })

  it('goes home for anything that is not a path of this app', () => {
    for (const from of [undefined, '', '/', 'https://evil.example', '//evil.example', '/\\evil', '/maintenance', 42]) {
      expect(returnPathAfterMaintenance(from)).toBe('/home')
    }
  })
})

describe('createMaintenanceTrigger', () => {
  it('opens the maintenance page once, remembering where the user was', async () => {
    let href = '/faqs?x=1'
    const openMaintenance = vi.fn(async (from: string) => {
      href = `/maintenance?from=${encodeURIComponent(from)}`
    })
    const trigger = createMaintenanceTrigger({ currentHref: () => href, openMaintenance })
    trigger()
    trigger()
    await vi.waitFor(() => expect(openMaintenance).toHaveBeenCalledTimes(1))
    trigger()
    await Promise.resolve()
    expect(openMaintenance).toHaveBeenCalledTimes(1)
    expect(openMaintenance).toHaveBeenCalledWith('/faqs?x=1')
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
    createMaintenanceTrigger({ currentHref: () => '/maintenance?from=%2Fhome', openMaintenance })()
    expect(openMaintenance).not.toHaveBeenCalled()
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

  function stubOnline(online: boolean) {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  }

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    handler.mockReset()
    setServerUnavailableHandler(() => {})
  })

  it('reports a 503 answer', async () => {
    setServerUnavailableHandler(handler)
    stubOnline(true)
    stubFetch(Response.json({ message: 'down', code: 'maintenance' }, { status: 503 }))
    await expect(request(api.carousels)).rejects.toMatchObject({ status: 503 })
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('reports a request that got no answer while the browser is online', async () => {
    setServerUnavailableHandler(handler)
    stubOnline(true)
    stubFetch(new TypeError('Failed to fetch'))
    await expect(request(api.carousels)).rejects.toMatchObject({ status: 0 })
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('ignores a request that got no answer while offline', async () => {
    setServerUnavailableHandler(handler)
    stubOnline(false)
    stubFetch(new TypeError('Failed to fetch'))
    await expect(request(api.carousels)).rejects.toMatchObject({ status: 0 })
    expect(handler).not.toHaveBeenCalled()
  })

  it('ignores aborted requests, opted-out requests and other errors', async () => {
    setServerUnavailableHandler(handler)
    stubOnline(true)
    const controller = new AbortController()
    controller.abort()
    stubFetch(new DOMException('aborted', 'AbortError'))
    await expect(request(api.carousels, { signal: controller.signal })).rejects.toMatchObject({ status: 0 })
    await expect(request(api.carousels, { reportUnavailable: false })).rejects.toMatchObject({ status: 0 })
    stubFetch(Response.json({ message: 'boom', code: 'server_error' }, { status: 500 }))
    await expect(request(api.carousels)).rejects.toMatchObject({ status: 500 })
    expect(handler).not.toHaveBeenCalled()
  })

  it('isServerUnavailable: 503 and 0 only, never offline or aborted', () => {
    expect(isServerUnavailable(503)).toBe(true)
    expect(isServerUnavailable(0)).toBe(true)
    expect(isServerUnavailable(500)).toBe(false)
    expect(isServerUnavailable(0, { online: false })).toBe(false)
    expect(isServerUnavailable(503, { online: false })).toBe(false)
    expect(isServerUnavailable(0, { aborted: true })).toBe(false)
  })
})
