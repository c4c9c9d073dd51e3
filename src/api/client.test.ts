import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../contract/api'
import { SAVED_COPY_HEADER } from '../../contract/reachability'
import { buildUrl, queuedWriteTarget, request, setAgeCheckRequiredHandler } from './client'
import { ApiError } from './errors'
import { isReachable, resetReachabilityForTests } from './reachability'
import { SOCKET_ID } from './socket-id'

const emptyList = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 1, links: { next: null } } },
}

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response
    return response
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  resetReachabilityForTests()
})

describe('request', () => {
  it('sends lang, site_type, Accept-Language and the socket id with every call', async () => {
    const fetchMock = vi.fn(async () => Response.json(emptyList))
    vi.stubGlobal('fetch', fetchMock)
    await request(api.celebrities, { query: { page: 2 }, context: { locale: 'tr', siteType: 'chads' } })
    await request(api.celebrities, { query: { page: 3 }, auth: 'none' })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/celebrities?page=2&lang=tr&site_type=chads')
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('tr')
    // R-API-06: one id per tab, on every request (the realtime socket authenticates with the same).
    const calls = fetchMock.mock.calls as unknown as [string, { headers: Record<string, string> }][]
    const ids = calls.map(([, call]) => call.headers['x-socket-id'])
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(ids[1]).toBe(ids[0])
  })

  it('adds the zp-server pinned in session storage, and nothing when none is', async () => {
    const fetchMock = stubFetch(Response.json(emptyList))
    sessionStorage.setItem('zp-server', 'eu-2')
    try {
      await request(api.celebrities, { context: { locale: 'en', siteType: 'divas' } })
    } finally {
      sessionStorage.removeItem('zp-server')
    }
    fetchMock.mockResolvedValueOnce(Response.json(emptyList))
    await request(api.celebrities, { context: { locale: 'en', siteType: 'divas' } })
    const urls = fetchMock.mock.calls.map((call) => (call as unknown as [string])[0])
    expect(urls).toEqual([
      '/api/celebrities?lang=en&site_type=divas&zp-server=eu-2',
      '/api/celebrities?lang=en&site_type=divas',
    ])
  })

  it('parses the response with the contract schema', async () => {
    stubFetch(Response.json({ data: 'not a list' }))
    await expect(request(api.celebrities)).rejects.toMatchObject({ code: 'bad_response' })
  })

  it('turns an error response into an ApiError carrying the server body', async () => {
    stubFetch(
      Response.json(
        { message: 'Some fields are not valid.', code: 'validation_failed', errors: { page: ['x'] } },
        { status: 422 },
      ),
    )
    const error = await request(api.celebrities).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422, code: 'validation_failed' })
  })

  it("hands a 451 age_verification_required to the app's age check, and no other answer", async () => {
    const handler = vi.fn()
    setAgeCheckRequiredHandler(handler)
    try {
      stubFetch(Response.json({ message: 'Check your age.', code: 'age_verification_required' }, { status: 451 }))
      const error = await request(api.celebrities).catch((e: unknown) => e)
      expect(error).toMatchObject({ status: 451, code: 'age_verification_required' })
      expect(handler).toHaveBeenCalledTimes(1)
      stubFetch(Response.json({ message: 'No.', code: 'forbidden' }, { status: 403 }))
      await request(api.celebrities).catch(() => undefined)
      expect(handler).toHaveBeenCalledTimes(1)
    } finally {
      setAgeCheckRequiredHandler(() => {})
    }
  })

  it('reports a request that got no answer as status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'))
    const error = (await request(api.languages).catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(0)
    expect(error.isNetwork).toBe(true)
  })
})

describe('request and reachability', () => {
  it('gives up on a request that never answers, as "no answer"', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    )
    const pending = request(api.languages).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(await pending).toMatchObject({ status: 0 })
    expect(isReachable()).toBe(false)
  })

  it("treats the worker's saved copy as no answer, though its data is used", async () => {
    stubFetch(Response.json(emptyList, { headers: { [SAVED_COPY_HEADER]: '1' } }))
    await expect(request(api.celebrities)).resolves.toMatchObject({ data: [] })
    expect(isReachable()).toBe(false)
    stubFetch(Response.json(emptyList))
    await request(api.celebrities)
    expect(isReachable()).toBe(true)
  })

  it('an aborted request says nothing about the server', async () => {
    const controller = new AbortController()
    controller.abort()
    stubFetch(new DOMException('aborted', 'AbortError'))
    await expect(request(api.languages, { signal: controller.signal })).rejects.toMatchObject({ status: 0 })
    expect(isReachable()).toBe(true)
  })
})

describe('queuedWriteTarget', () => {
  it('fixes lang, site_type, zp-server and Accept-Language when a write is queued', () => {
    sessionStorage.setItem('zp-server', 'eu-2')
    try {
      expect(queuedWriteTarget('/api/post_likes', { locale: 'pt', siteType: 'chads' })).toEqual({
        url: '/api/post_likes?lang=pt&site_type=chads&zp-server=eu-2',
        headers: { 'Accept-Language': 'pt', 'x-socket-id': SOCKET_ID },
      })
    } finally {
      sessionStorage.removeItem('zp-server')
    }
  })
})

describe('buildUrl', () => {
  it('fills path parameters and skips empty query values', () => {
    expect(buildUrl('/api/movies/:id', { id: 7 }, { include: ['models', 'tags'], x: undefined, y: null })).toBe(
      '/api/movies/7?include=models%2Ctags',
    )
  })

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildUrl('/api/movies/:id')).toThrow(/id/)
  })
})
