/**
 * Fetches a stream's master playlist, the variant playlist the player will start with and that
 * variant's first segment while the page is still loading, and keeps them for the player's hls.js
 * (player/prefetched.ts), so it does not pay three more round trips on a slow link.
 */
import { type LevelInfo, networkInformation, pickStartLevel, startBandwidth } from './player/levels'
import { prefetch } from './player/prefetched'
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

export async function warmPlaylists(masterUrl: string): Promise<void> {
  const master = await prefetch(masterUrl, 'text')
  if (typeof master?.data !== 'string') return
  const variants = parseMasterPlaylist(master.data)
  const bandwidth = startBandwidth(readPlayerPrefs().bandwidth, networkInformation())
  const index = pickStartLevel(variants, bandwidth, likelyPlayerHeight())
  const variant = variants[index]
  if (!variant) return
  const variantUrl = new URL(variant.uri, new URL(masterUrl, window.location.href))
  const playlist = await prefetch(variantUrl.href, 'text')
  if (typeof playlist?.data !== 'string') return
  const segment = firstSegmentUri(playlist.data)
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
