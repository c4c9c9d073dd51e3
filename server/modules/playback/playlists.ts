/**
 * A stream's playlists, sent inside the answer that gives its URL, so that video starts soon: the
 * player then asks the network for the first segment only, instead of the master
 * playlist, then the variant's, then the segment, each request waiting for the one before and for
 * a turn of the busy main thread (on fast 4G, 0.4–0.6 s before the segment is asked for).
 * Streaming sites do the same (a player's first answer carries its formats). The files are a few
 * hundred bytes, never change once published, and are read once per process.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { StreamPlaylist } from '../../../contract/schemas/playback'

/** Streams of the catalog, each with its master and a few variants: a bound, not a working set. */
const MAX_KEPT_FILES = 500

const kept = new Map<string, Promise<string | null>>()

function readKept(file: string): Promise<string | null> {
  const known = kept.get(file)
  if (known) return known
  // A file not there yet (a stream still being published) is asked for again next time.
  const reading = readFile(file, 'utf8').catch(() => {
    kept.delete(file)
    return null
  })
  if (kept.size >= MAX_KEPT_FILES) kept.delete(kept.keys().next().value as string)
  kept.set(file, reading)
  return reading
}

/** The media playlists a master playlist names (RFC 8216 §4.3.4.2), as relative paths below it. */
export function variantPaths(master: string): string[] {
  return master
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .filter((uri) => /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.m3u8$/.test(uri))
}

/**
 * The playlist at `playlist` in the stream's folder and, for a master playlist, each variant's;
 * paths relative to the first one's folder, as the player resolves them. Empty when the stream's
 * files cannot be read: the player then fetches them as before.
 */
export async function streamPlaylists(streamRoot: string, playlist: string): Promise<StreamPlaylist[]> {
  const first = await readKept(path.join(streamRoot, playlist))
  if (first === null) return []
  const folder = path.posix.dirname(playlist)
  const variants = await Promise.all(
    variantPaths(first).map(async (uri) => {
      const body = await readKept(path.join(streamRoot, folder, uri))
      return body === null ? null : { path: uri, body }
    }),
  )
  const found = variants.filter((variant) => variant !== null)
  return [{ path: path.posix.basename(playlist), body: first }, ...found]
}
