import type { HlsConfig, LoaderCallbacks, LoaderConfiguration, LoaderContext } from 'hls.js/light'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { putStoredFile, storedFileUrl } from '../../../offline/downloads/files'
import { NetworkLoader } from './loader-fixtures'
import { withStoredFiles } from './stored-loader'

/** Cache Storage as the browser has it, in memory (happy-dom has none). */
function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, entries)
    const keyOf = (request: RequestInfo | URL) => new URL(String(request), window.location.href).pathname
    return {
      put: async (request: RequestInfo | URL, response: Response) => void entries.set(keyOf(request), response),
      match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
    } as unknown as Cache
  }
  return { open } as unknown as CacheStorage
}

const TestLoader = withStoredFiles(NetworkLoader)
const CONFIG = {} as LoaderConfiguration
const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

function contextFor(path: string, responseType: 'text' | 'arraybuffer'): LoaderContext {
  return { url: new URL(path, window.location.href).href, responseType } as LoaderContext
}

function callbacks() {
  return { onSuccess: vi.fn(), onError: vi.fn(), onTimeout: vi.fn() } satisfies LoaderCallbacks<LoaderContext>
}

beforeEach(() => {
  NetworkLoader.loaded = []
  vi.stubGlobal('caches', memoryCaches())
})
afterEach(() => vi.unstubAllGlobals())

describe('withStoredFiles', () => {
  it("answers a downloaded movie's playlist and segments from the device, never the network", async () => {
    await putStoredFile(storedFileUrl(42, '480p/index.m3u8'), '#EXTM3U\n', 'application/vnd.apple.mpegurl')
    await putStoredFile(storedFileUrl(42, '480p/segment-000.ts'), new Uint8Array([71, 64, 17]).buffer, 'video/mp2t')
    const playlist = callbacks()
    const segment = callbacks()
    new TestLoader({} as HlsConfig).load(contextFor('/downloaded/42/480p/index.m3u8', 'text'), CONFIG, playlist)
    new TestLoader({} as HlsConfig).load(
      contextFor('/downloaded/42/480p/segment-000.ts', 'arraybuffer'),
      CONFIG,
      segment,
    )
    await settle()
    expect(playlist.onSuccess.mock.calls[0]?.[0]).toMatchObject({ data: '#EXTM3U\n', code: 200 })
    const data = segment.onSuccess.mock.calls[0]?.[0].data as ArrayBuffer
    expect([...new Uint8Array(data)]).toEqual([71, 64, 17])
    expect(NetworkLoader.loaded).toEqual([])
  })

  it('fails a file that is not on the device (deleted since) instead of asking the network', async () => {
    const answer = callbacks()
    new TestLoader({} as HlsConfig).load(
      contextFor('/downloaded/42/480p/segment-001.ts', 'arraybuffer'),
      CONFIG,
      answer,
    )
    await settle()
    expect(answer.onError.mock.calls[0]?.[0]).toEqual({ code: 404, text: 'not on this device' })
    expect(answer.onSuccess).not.toHaveBeenCalled()
    expect(NetworkLoader.loaded).toEqual([])
  })

  it('leaves every other address to the loader it wraps', () => {
    const answer = callbacks()
    new TestLoader({} as HlsConfig).load(contextFor('/media/stream/1/2/sig/master.m3u8', 'text'), CONFIG, answer)
    expect(NetworkLoader.loaded).toEqual([new URL('/media/stream/1/2/sig/master.m3u8', window.location.href).href])
  })
})
