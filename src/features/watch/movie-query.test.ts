import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Preferences } from '../../api/preferences'
import { makeMovie } from './movie-fixture'
import { movieQuery, playbackQuery } from './queries'

const EN: Preferences = { locale: 'en', siteType: 'divas' }
const PLAYBACK = {
  id: 31,
  kind: 'main' as const,
  encode_driver: 'pro_chunked',
  url: '/media/stream/31/999/sig/master.m3u8',
  expires_at: '2026-11-28T12:10:00.000Z',
  player_data: { format: 'hls' as const, url: '/media/stream/31/999/sig/master.m3u8' },
}

let asked: string[]

beforeEach(() => {
  asked = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://velvet.test').pathname)
      return Response.json({ data: { ...makeMovie({ id: 1 }), playback: { data: PLAYBACK } } })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the movie query', () => {
  it('keeps what to play first out of the movie, where the player looks for it', async () => {
    const client = new QueryClient()
    const movie = await client.fetchQuery(movieQuery(1, EN))
    expect(movie.id).toBe(1)
    expect(movie).not.toHaveProperty('playback')
    expect(client.getQueryData(playbackQuery(31).queryKey)).toEqual(PLAYBACK)
    expect(asked).toEqual(['/api/movies/1'])
  })
})
