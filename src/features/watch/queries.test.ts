import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { VideoPlayback } from '../../../contract/schemas/video'
import { endSession } from '../../api/session'
import { stubServer } from '../../testing/stub-server'
import { makeMovie } from './movie-fixture'
import { movieQuery, playbackQuery } from './queries'

const preferences = { locale: 'en', siteType: 'divas' } as const

function signedPlayback(url: string): VideoPlayback {
  return {
    id: 31,
    kind: 'main',
    encode_driver: 'pro_chunked',
    url,
    expires_at: null,
    player_data: { format: 'hls', url },
  }
}

afterEach(() => vi.unstubAllGlobals())

describe("the watch page's movie", () => {
  it('asks for what to play with the movie, hands it to the player, and keeps it out of the movie', async () => {
    endSession()
    let url = '/media/stream/31/first/master.m3u8'
    const sent = stubServer({
      'GET /api/movies/7': () =>
        Response.json({
          data: { ...makeMovie({ id: 7, main_video_id: 31 }), playback: { data: signedPlayback(url) } },
        }),
    })
    const client = new QueryClient()

    const movie = await client.fetchQuery(movieQuery(7, preferences))
    expect(sent[0]?.query.get('include')?.split(',')).toContain('playback')
    // The movie is persisted for offline use: a signed URL must not travel with it.
    expect(movie).not.toHaveProperty('playback')
    expect(client.getQueryData(playbackQuery(31).queryKey)?.url).toBe('/media/stream/31/first/master.m3u8')

    // The movie again (stale, refetched) while the video plays: a new URL would restart it.
    url = '/media/stream/31/second/master.m3u8'
    await client.fetchQuery({ ...movieQuery(7, preferences), staleTime: 0 })
    expect(sent).toHaveLength(2)
    expect(client.getQueryData(playbackQuery(31).queryKey)?.url).toBe('/media/stream/31/first/master.m3u8')
  })
})
