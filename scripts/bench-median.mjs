/**
 * The middle item of a bench's repeated measurements, by one of its figures (with an even count,
 * the upper of the two middle ones), so that a run's other figures stay with it.
 */
export function medianBy(items, figure = (item) => item) {
  const sorted = [...items].sort((a, b) => figure(a) - figure(b))
  return sorted[Math.floor(sorted.length / 2)]
}
