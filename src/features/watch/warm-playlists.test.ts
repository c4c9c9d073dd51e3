import { describe, expect, it } from 'vitest'
import { parseMasterPlaylist } from './warm-playlists'

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
