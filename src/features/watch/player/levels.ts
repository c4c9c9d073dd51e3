/**
 * Start quality from the last measured bandwidth (FLAGS.autoVideoQuality): instead of starting at
 * the lowest rendition and climbing, begin at the best one the viewer's connection carried last
 * time (on a first visit, the browser's own estimate of the connection), and never above what the
 * player's size can show. ABR stays on afterwards unless the viewer picked a quality.
 */

export type LevelInfo = { bitrate: number; height: number }

type Connection = { downlink?: number; saveData?: boolean }

/** The browser's view of the connection, where it shares one (Network Information API, Chromium). */
export function networkInformation(): Connection | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: Connection }).connection
}

/** Share of the measured bandwidth a rendition may use, leaving room for variance. */
export const BANDWIDTH_SAFETY = 0.8

/**
 * The bandwidth to start from, in bits per second: the last one measured on this device, else the
 * browser's estimate of the connection (Network Information API, Chromium: downlink in Mbit/s),
 * else null (hls.js decides).
 */
export function startBandwidth(remembered: number | null, connection?: Connection) {
  if (remembered !== null) return remembered
  if (!connection || connection.saveData) return null
  const downlink = connection.downlink
  return typeof downlink === 'number' && downlink > 0 ? downlink * 1_000_000 : null
}

/**
 * Index of the highest rendition that fits the bandwidth; the lowest when none does; -1 when unknown.
 * `screenHeight` (device pixels the player fills) leaves out renditions taller than the first
 * one that already fills it: their extra bytes would not be seen.
 */
export function pickStartLevel(levels: readonly LevelInfo[], bandwidth: number | null, screenHeight?: number): number {
  if (levels.length === 0 || bandwidth === null || !(bandwidth > 0)) return -1
  const fillingHeights = screenHeight ? levels.map((l) => l.height).filter((h) => h >= screenHeight) : []
  const maxHeight = fillingHeights.length > 0 ? Math.min(...fillingHeights) : Number.POSITIVE_INFINITY
  let best = -1
  let lowest = 0
  levels.forEach((level, index) => {
    if (level.bitrate < (levels[lowest]?.bitrate ?? Number.POSITIVE_INFINITY)) lowest = index
    const fits = level.bitrate <= bandwidth * BANDWIDTH_SAFETY && level.height <= maxHeight
    if (fits && (best === -1 || level.bitrate > (levels[best]?.bitrate ?? 0))) best = index
  })
  return best === -1 ? lowest : best
}

/** The rendition the viewer picked, by height (indexes differ between videos); -1 for Auto or a height this video lacks. */
export function levelForHeight(levels: readonly LevelInfo[], height: number | null): number {
  if (height === null) return -1
  return levels.findIndex((level) => level.height === height)
}

/** Menu entries, best first, one per height. */
export function qualityOptions(levels: readonly LevelInfo[]): { index: number; height: number }[] {
  const byHeight = new Map<number, number>()
  levels.forEach((level, index) => {
    const known = byHeight.get(level.height)
    if (known === undefined || (levels[known]?.bitrate ?? 0) < level.bitrate) byHeight.set(level.height, index)
  })
  return [...byHeight.entries()].map(([height, index]) => ({ index, height })).sort((a, b) => b.height - a.height)
}
