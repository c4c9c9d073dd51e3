/**
 * What a download stores, read from the stream's own playlists (RFC 8216): the qualities a master
 * playlist offers, and the segments one quality's media playlist names. A playlist that needs more
 * than plain segment files (an init section, a key) cannot be stored this way and is left out.
 */
import path from 'node:path'
import { STREAM_FILE_PATH } from '../../../contract/schemas/download'

/** One quality of the master playlist: its media playlist's path below the master's folder. */
export type Variant = { height: number; bandwidth: number; path: string }

function attribute(line: string, name: string): string | undefined {
  return new RegExp(`[:,]${name}=([^,]*)`).exec(line)?.[1]
}

/** The qualities of a master playlist with a resolution, highest first; none for a media playlist. */
export function variantsOf(master: string): Variant[] {
  const lines = master.split(/\r?\n/).map((line) => line.trim())
  const variants: Variant[] = []
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return
    const uri = lines.slice(index + 1).find((next) => next !== '' && !next.startsWith('#'))
    const height = Number(/^\d+x(\d+)$/.exec(attribute(line, 'RESOLUTION') ?? '')?.[1])
    const bandwidth = Number(attribute(line, 'BANDWIDTH'))
    if (uri === undefined || !STREAM_FILE_PATH.test(uri) || !uri.endsWith('.m3u8')) return
    if (!Number.isInteger(height) || height <= 0 || !Number.isFinite(bandwidth)) return
    variants.push({ height, bandwidth, path: uri })
  })
  return variants.sort((a, b) => b.height - a.height || b.bandwidth - a.bandwidth)
}

/**
 * The segments a media playlist names, as paths below the master's folder (`variantPath` is the
 * playlist's own); null when it cannot be stored as plain files (an init section, a key, a segment
 * outside the stream's folder, or no segment at all).
 */
export function segmentPathsOf(mediaPlaylist: string, variantPath: string): string[] | null {
  const lines = mediaPlaylist.split(/\r?\n/).map((line) => line.trim())
  if (lines.some((line) => line.startsWith('#') && line.includes('URI='))) return null
  const folder = path.posix.dirname(variantPath)
  const segments = lines
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((uri) => (folder === '.' ? uri : `${folder}/${uri}`))
  const isPlainSegment = (segment: string) => STREAM_FILE_PATH.test(segment) && segment.endsWith('.ts')
  if (segments.length === 0 || !segments.every(isPlainSegment)) return null
  return segments
}
