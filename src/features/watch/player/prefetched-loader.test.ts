import type { HlsConfig, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js/light'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkLoader } from './loader-fixtures'
import { clearPrefetched, prefetch, takePrefetched } from './prefetched'
import { withPrefetched } from './prefetched-loader'

const MASTER = '/media/stream/1/999/sig/master.m3u8'
const SEGMENT = '/media/stream/1/999/sig/480p/segment-000.ts'

const PrefetchedLoader = withPrefetched(NetworkLoader)
const CONFIG = {} as LoaderConfiguration

function contextFor(path: string, responseType: 'text' | 'arraybuffer', range = 0): LoaderContext {
  const url = new URL(path, window.location.href).href
  // hls.js gives fragments no playlist type; the loader reads only these fields.
  return { url, responseType, rangeStart: range, rangeEnd: range } as LoaderContext
}

function callbacks() {
  return { onSuccess: vi.fn(), onError: vi.fn(), onTimeout: vi.fn() } satisfies LoaderCallbacks<LoaderContext>
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  NetworkLoader.loaded = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('.ts') ? new Response(new Uint8Array([71, 64, 17])) : new Response('#EXTM3U\n'),
    ),
  )
})

afterEach(() => {
  clearPrefetched()
  vi.unstubAllGlobals()
})

describe('prefetched answers', () => {
  it('hands an answer over once, under its relative or absolute address', async () => {
    await prefetch(MASTER, 'text')
    const taken = await takePrefetched(new URL(MASTER, window.location.href).href)
    expect(taken?.data).toBe('#EXTM3U\n')
    expect(taken?.bytes).toBe(8)
    expect(takePrefetched(MASTER)).toBeUndefined()
  })

  it('keeps a refused answer as none, so the player asks the network itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 410 })),
    )
    await prefetch(MASTER, 'text')
    expect(await takePrefetched(MASTER)).toBeNull()
  })
})

describe('the player loader', () => {
  it('serves a prefetched playlist from memory with its real timings', async () => {
    await prefetch(MASTER, 'text')
    const loader = new PrefetchedLoader({} as HlsConfig)
    const done = callbacks()
    const context = contextFor(MASTER, 'text')
    loader.load(context, CONFIG, done)
    await settle()
    expect(NetworkLoader.loaded).toEqual([])
    expect(done.onSuccess).toHaveBeenCalledTimes(1)
    const [response, stats] = done.onSuccess.mock.calls[0] as [{ data: string; code: number }, LoaderStats]
    expect(response).toMatchObject({ data: '#EXTM3U\n', code: 200 })
    expect(stats.loaded).toBe(8)
    expect(stats.loading.end).toBeGreaterThanOrEqual(stats.loading.first)
    expect(stats.loading.first).toBeGreaterThanOrEqual(stats.loading.start)
  })

  it('waits for a prefetch still on its way instead of asking twice', async () => {
    let answer: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    const pending = prefetch(SEGMENT, 'arraybuffer')
    const loader = new PrefetchedLoader({} as HlsConfig)
    const done = callbacks()
    loader.load(contextFor(SEGMENT, 'arraybuffer'), CONFIG, done)
    await settle()
    expect(done.onSuccess).not.toHaveBeenCalled()
    answer(new Response(new Uint8Array([71, 0, 0, 0])))
    await pending
    await settle()
    expect(NetworkLoader.loaded).toEqual([])
    const [response] = done.onSuccess.mock.calls[0] as [{ data: ArrayBuffer }]
    expect(response.data.byteLength).toBe(4)
  })

  it('leaves other addresses, byte ranges and answers of the wrong kind to the network', async () => {
    await prefetch(SEGMENT, 'arraybuffer')
    await prefetch(MASTER, 'arraybuffer')
    const other = contextFor('/media/stream/1/999/sig/480p/segment-001.ts', 'arraybuffer')
    const ranged = contextFor(SEGMENT, 'arraybuffer', 100)
    const wrongKind = contextFor(MASTER, 'text')
    for (const context of [other, ranged, wrongKind])
      new PrefetchedLoader({} as HlsConfig).load(context, CONFIG, callbacks())
    await settle()
    expect(NetworkLoader.loaded).toEqual([other.url, ranged.url, wrongKind.url])
  })

  it('calls nothing back once aborted', async () => {
    await prefetch(MASTER, 'text')
    const loader = new PrefetchedLoader({} as HlsConfig)
    const done = callbacks()
    loader.load(contextFor(MASTER, 'text'), CONFIG, done)
    loader.abort()
    await settle()
    expect(done.onSuccess).not.toHaveBeenCalled()
    expect(NetworkLoader.loaded).toEqual([])
  })
})
