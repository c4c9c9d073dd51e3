/**
 * Fetches a stream's master playlist, the variant playlist the player will start with and that
 * variant's first segment while the page is still loading, and keeps them for the player's hls.js
 * (player/prefetched.ts), so it does not pay three more round trips on a slow link. Playlists the
 * server sent with the playback URL are not fetched: only the segment is.
 */
import type { VideoPlayback } from '../../../contract/schemas/playback'
import { type LevelInfo, networkInformation, pickStartLevel, startBandwidth } from './player/levels'
import { isPrefetched, keep, prefetch } from './player/prefetched'
import { readPlayerPrefs } from './watch-storage'

type Variant = LevelInfo & { uri: string }

/** The variants of a master playlist (RFC 8216 §4.3.4.2); none for a media playlist. */
export function parseMasterPlaylist(text: string): Variant[] {
  const variants: Variant[] = []
  const lines = text.split(/\r?\n/).map((line) => line.trim())
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return
    const uri = lines.slice(index + 1).find((next) => next !== '' && !next.startsWith('#'))
    const bitrate = Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1])
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? 0)
    if (uri && bitrate > 0) variants.push({ uri, bitrate, height })
  })
  return variants
}

/** Device pixels the player will likely fill: 16:9 across the page, as wide as the watch layout gets. */
function likelyPlayerHeight(): number {
  return (Math.min(window.innerWidth, 1280) * 9 * (window.devicePixelRatio || 1)) / 16
}

/** The text at `url`: the copy sent with the playback URL (kept for the player too), else fetched. */
async function playlistText(url: URL, sent: ReadonlyMap<string, string>): Promise<string | undefined> {
  const body = sent.get(url.href)
  if (body !== undefined) {
    keep(url.href, body)
    return body
  }
  const fetched = await prefetch(url.href, 'text')
  return typeof fetched?.data === 'string' ? fetched.data : undefined
}

export async function warmPlaylists(playback: Pick<VideoPlayback, 'url' | 'playlists'>): Promise<void> {
  const masterUrl = new URL(playback.url, window.location.href)
  // Warmed already and not played yet: the boot and the route's loader both ask (prepare-watch.ts).
  if (isPrefetched(masterUrl.href)) return
  const sent = new Map((playback.playlists ?? []).map(({ path, body }) => [new URL(path, masterUrl).href, body]))
  const master = await playlistText(masterUrl, sent)
  if (master === undefined) return
  const variants = parseMasterPlaylist(master)
  let variantUrl = masterUrl
  let playlist: string | undefined = master
  // A master playlist: the variant the player will pick. A trailer's URL is a media playlist already.
  if (variants.length > 0) {
    const bandwidth = startBandwidth(readPlayerPrefs().bandwidth, networkInformation())
    const variant = variants[pickStartLevel(variants, bandwidth, likelyPlayerHeight())]
    if (!variant) return
    variantUrl = new URL(variant.uri, masterUrl)
    playlist = await playlistText(variantUrl, sent)
  }
  const segment = playlist === undefined ? undefined : firstSegmentUri(playlist)
  if (!segment) return
  // The first segment too: the player asks for it right after the playlists, and on fast 4G it was
  // the last request of the chain (about 160 ms, 400 on slow 4G). A play resumed further in has
  // fetched one segment it does not need (50 kB at 480p).
  await prefetch(new URL(segment, variantUrl).href, 'arraybuffer')
}

/** The first media segment's address in a media playlist (RFC 8216 §4.3.2); none in a master playlist. */
export function firstSegmentUri(text: string): string | undefined {
  const lines = text.split(/\r?\n/).map((line) => line.trim())
  const start = lines.findIndex((line) => line.startsWith('#EXTINF:'))
  if (start < 0) return undefined
  return lines.slice(start + 1).find((line) => line !== '' && !line.startsWith('#'))
}
