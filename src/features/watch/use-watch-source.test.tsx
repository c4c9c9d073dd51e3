import { i18n } from '@lingui/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '../../locales/en/messages.po'
import { makeMovie } from './movie-fixture'
import { useWatchSource } from './use-watch-source'

function playback(id: number, kind: 'main' | 'trailer', driver = 'pro_chunked') {
  const url = `/media/hls/${kind}-1/index.m3u8`
  return { data: { id, kind, encode_driver: driver, url, expires_at: null, player_data: { format: 'hls', url } } }
}

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

afterEach(() => vi.unstubAllGlobals())
i18n.loadAndActivate({ locale: 'en', messages })

describe('useWatchSource', () => {
  it('plays the main video when the viewer may watch it', async () => {
    const fetchMock = vi.fn(async (_url: string) => respond(200, playback(100, 'main')))
    vi.stubGlobal('fetch', fetchMock)
    const { result } = renderHook(() => useWatchSource(makeMovie()), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.isMain).toBe(true)
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/videos/100/playback')
  })

  it('plays the trailer when the movie is not available to the viewer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond(200, playback(101, 'trailer', 'trailer_chunked'))),
    )
    const movie = makeMovie({ available: false, main_video_id: null })
    const { result } = renderHook(() => useWatchSource(movie), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.isMain).toBe(false)
  })

  it('falls back to the trailer when the main video is refused (403)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/videos/100/')
          ? respond(403, { message: 'Members only', code: 'membership_required' })
          : respond(200, playback(101, 'trailer', 'trailer_chunked')),
      ),
    )
    const { result } = renderHook(() => useWatchSource(makeMovie()), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.isMain).toBe(false)
  })

  it('is locked with neither a main video for the viewer nor a trailer', () => {
    vi.stubGlobal('fetch', vi.fn())
    const movie = makeMovie({ available: false, main_video_id: null, trailer_video_id: null })
    const { result } = renderHook(() => useWatchSource(movie), { wrapper })
    expect(result.current).toEqual({ status: 'locked', isMain: false })
  })

  it('reports an encode driver it cannot play', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond(200, playback(100, 'main', 'legacy_flash'))),
    )
    const { result } = renderHook(() => useWatchSource(makeMovie()), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('unsupported'))
  })
})
