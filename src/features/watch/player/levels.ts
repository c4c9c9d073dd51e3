/**
 * Start quality from the last measured bandwidth (FLAGS.autoVideoQuality): instead of starting at
 * the lowest rendition and climbing, begin at the best one the viewer's connection carried last
 * time. ABR stays on afterwards unless the viewer picked a quality.
 */

export type LevelInfo = { bitrate: number; height: number }

/** Share of the measured bandwidth a rendition may use, leaving room for variance. */
export const BANDWIDTH_SAFETY = 0.8

/** Index of the highest rendition that fits the bandwidth; the lowest when none does; -1 when unknown. */
export function pickStartLevel(levels: readonly LevelInfo[], bandwidth: number | null): number {
  if (levels.length === 0 || bandwidth === null || !(bandwidth > 0)) return -1
  let best = -1
  let lowest = 0
  levels.forEach((level, index) => {
    if (level.bitrate < (levels[lowest]?.bitrate ?? Number.POSITIVE_INFINITY)) lowest = index
    if (level.bitrate <= bandwidth * BANDWIDTH_SAFETY && (best === -1 || level.bitrate > (levels[best]?.bitrate ?? 0)))
      best = index
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
