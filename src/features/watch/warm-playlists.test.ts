import { describe, expect, it } from 'vitest'
import { firstSegmentUri, parseMasterPlaylist } from './warm-playlists'

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
