import { describe, expect, it } from 'vitest'
import { segmentPathsOf, variantsOf } from './renditions'

const MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=126337,AVERAGE-BANDWIDTH=124331,RESOLUTION=426x240,CODECS="avc1.4D401E,mp4a.40.2"',
  '240p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=263201,RESOLUTION=854x480',
  '',
  '480p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=1',
  'no-resolution/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=1x1',
  '../secrets/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=1x2',
  'https://elsewhere.example/index.m3u8',
].join('\n')

describe('variantsOf', () => {
  it('lists the qualities with a resolution, highest first, and never a path out of the stream', () => {
    expect(variantsOf(MASTER)).toEqual([
      { height: 480, bandwidth: 263201, path: '480p/index.m3u8' },
      { height: 240, bandwidth: 126337, path: '240p/index.m3u8' },
    ])
  })

  it('finds none in a media playlist', () => {
    expect(variantsOf('#EXTM3U\n#EXTINF:2,\nsegment-000.ts\n')).toEqual([])
  })
})

describe('segmentPathsOf', () => {
  it("names each segment below the master's folder, in order", () => {
    const playlist = '#EXTM3U\n#EXTINF:2.0,\nsegment-000.ts\n#EXTINF:2.0,\nsegment-001.ts\n#EXT-X-ENDLIST\n'
    expect(segmentPathsOf(playlist, '480p/index.m3u8')).toEqual(['480p/segment-000.ts', '480p/segment-001.ts'])
    expect(segmentPathsOf(playlist, 'index.m3u8')).toEqual(['segment-000.ts', 'segment-001.ts'])
  })

  it('refuses a playlist that needs more than plain segment files, or leaves its folder', () => {
    for (const playlist of [
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\nsegment-000.m4s\n',
      '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="key"\n#EXTINF:2,\nsegment-000.ts\n',
      '#EXTM3U\n#EXTINF:2,\n../main-2/segment-000.ts\n',
      '#EXTM3U\n#EXTINF:2,\nhttps://cdn.example/segment-000.ts\n',
      '#EXTM3U\n#EXTINF:2,\nother.m3u8\n',
      '#EXTM3U\n#EXT-X-ENDLIST\n',
    ]) {
      expect(segmentPathsOf(playlist, '480p/index.m3u8'), playlist).toBeNull()
    }
  })
})
