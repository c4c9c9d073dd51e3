import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { streamPlaylists, variantPaths } from './playlists'

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-STREAM-INF:BANDWIDTH=400000,AVERAGE-BANDWIDTH=380000,RESOLUTION=640x360',
  '360p/index.m3u8',
  '',
  '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=600000,BANDWIDTH=650000,RESOLUTION=854x480',
  'hd/480p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=1280x720',
  '720p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=1x1',
  '../../secrets/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=1x1',
  'https://elsewhere.example/index.m3u8',
].join('\n')

function streamFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'velvet-stream-'))
  writeFileSync(path.join(root, 'master.m3u8'), MASTER)
  for (const variant of ['360p', 'hd/480p']) {
    mkdirSync(path.join(root, variant), { recursive: true })
    writeFileSync(path.join(root, variant, 'index.m3u8'), `#EXTM3U\n#EXTINF:2.0,\n${path.basename(variant)}-0.ts\n`)
  }
  return root
}

describe('variantPaths', () => {
  it('names only the plain relative playlists below the master, never a way out of its folder or another host', () => {
    expect(variantPaths(MASTER)).toEqual(['360p/index.m3u8', 'hd/480p/index.m3u8', '720p/index.m3u8'])
  })
})

describe('streamPlaylists', () => {
  it("brings the master first, then each variant that exists, with paths relative to the master's folder", async () => {
    const playlists = await streamPlaylists(streamFolder(), 'master.m3u8')
    expect(playlists).toEqual([
      { path: 'master.m3u8', body: MASTER },
      { path: '360p/index.m3u8', body: '#EXTM3U\n#EXTINF:2.0,\n360p-0.ts\n' },
      { path: 'hd/480p/index.m3u8', body: '#EXTM3U\n#EXTINF:2.0,\n480p-0.ts\n' },
    ])
  })

  it('brings a media playlist alone, and nothing for a stream whose files are missing', async () => {
    const root = streamFolder()
    expect(await streamPlaylists(root, 'hd/480p/index.m3u8')).toEqual([
      { path: 'index.m3u8', body: '#EXTM3U\n#EXTINF:2.0,\n480p-0.ts\n' },
    ])
    expect(await streamPlaylists(root, 'missing.m3u8')).toEqual([])
  })

  it('reads a stream whose files were missing once they are there', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'velvet-stream-'))
    expect(await streamPlaylists(root, 'index.m3u8')).toEqual([])
    writeFileSync(path.join(root, 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\nlate-0.ts\n')
    expect(await streamPlaylists(root, 'index.m3u8')).toEqual([
      { path: 'index.m3u8', body: '#EXTM3U\n#EXTINF:2.0,\nlate-0.ts\n' },
    ])
  })
})
