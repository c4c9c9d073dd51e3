import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearPrefetched, takePrefetched } from './player/prefetched'
import { firstSegmentUri, parseMasterPlaylist, warmPlaylists } from './warm-playlists'
import { writePlayerPrefs } from './watch-storage'

describe('parseMasterPlaylist', () => {
  it('lists each variant with its bitrate, height and address', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-STREAM-INF:BANDWIDTH=114305,AVERAGE-BANDWIDTH=108163,RESOLUTION=426x240,CODECS="avc1.4D401E,mp4a.40.2"',
      '240p/index.m3u8',
      '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=189505,BANDWIDTH=200033,RESOLUTION=854x480',
      '',
      '480p/index.m3u8',
    ].join('\n')
    expect(parseMasterPlaylist(master)).toEqual([
      { uri: '240p/index.m3u8', bitrate: 114_305, height: 240 },
      { uri: '480p/index.m3u8', bitrate: 200_033, height: 480 },
    ])
  })

  it('finds nothing in a media playlist', () => {
    expect(parseMasterPlaylist('#EXTM3U\n#EXTINF:4.0,\nsegment-000.ts\n#EXT-X-ENDLIST')).toEqual([])
  })
})

describe('firstSegmentUri', () => {
  it('is the address after the first EXTINF, tags between them skipped', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:4',
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXTINF:4.000,',
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-27T10:00:00Z',
      'segment-000.ts',
      '#EXTINF:4.000,',
      'segment-001.ts',
      '#EXT-X-ENDLIST',
    ].join('\r\n')
    expect(firstSegmentUri(playlist)).toBe('segment-000.ts')
  })

  it('finds none in a master playlist or an empty one', () => {
    expect(firstSegmentUri('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n480p/index.m3u8')).toBeUndefined()
    expect(firstSegmentUri('#EXTM3U\n#EXT-X-ENDLIST')).toBeUndefined()
  })
})

describe('warmPlaylists', () => {
  const BASE = '/media/stream/1/999/sig/'
  const MASTER = [
    '#EXTM3U',
    '#EXT-X-STREAM-INF:BANDWIDTH=126337,RESOLUTION=426x240',
    '240p/index.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=263201,RESOLUTION=854x480',
    '480p/index.m3u8',
  ].join('\n')
  const variant = (name: string) => `#EXTM3U\n#EXTINF:2.0,\n${name}-000.ts\n#EXT-X-ENDLIST`
  const absolute = (file: string) => new URL(`${BASE}${file}`, window.location.href).href
  let fetched: string[]

  beforeEach(() => {
    clearPrefetched()
    fetched = []
    // Remembered from an earlier visit: 2 Mbit/s carries the 480p rendition.
    writePlayerPrefs({ bandwidth: 2_000_000 })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url)
        const file = url.slice(absolute('').length)
        const body = file === 'master.m3u8' ? MASTER : file.endsWith('.m3u8') ? variant(file.split('/')[0] ?? '') : 'TS'
        return new Response(body)
      }),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('asks the network for the first segment only when the playlists came with the URL, and keeps them for the player', async () => {
    await warmPlaylists({
      url: `${BASE}master.m3u8`,
      playlists: [
        { path: 'master.m3u8', body: MASTER },
        { path: '240p/index.m3u8', body: variant('240p') },
        { path: '480p/index.m3u8', body: variant('480p') },
      ],
    })
    expect(fetched).toEqual([absolute('480p/480p-000.ts')])
    expect((await takePrefetched(absolute('master.m3u8')))?.data).toBe(MASTER)
    expect((await takePrefetched(absolute('480p/index.m3u8')))?.data).toBe(variant('480p'))
    expect(await takePrefetched(absolute('480p/480p-000.ts'))).toMatchObject({ bytes: 2 })
    // The rendition the player will not start with is not kept: hls.js fetches it if it switches.
    expect(takePrefetched(absolute('240p/index.m3u8'))).toBeUndefined()
  })

  it('fetches the master, the picked variant and its first segment, in turn, when the answer had no playlists', async () => {
    await warmPlaylists({ url: `${BASE}master.m3u8` })
    expect(fetched).toEqual([absolute('master.m3u8'), absolute('480p/index.m3u8'), absolute('480p/480p-000.ts')])
  })

  it("fetches a trailer's first segment from the media playlist its URL names", async () => {
    await warmPlaylists({ url: `${BASE}index.m3u8`, playlists: [{ path: 'index.m3u8', body: variant('trailer') }] })
    expect(fetched).toEqual([absolute('trailer-000.ts')])
  })
})
