/** A small seeded PRNG so the demo catalogue is the same on every machine. */

export type Random = {
  next: () => number
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (probability: number) => boolean
  sample: <T>(items: readonly T[], count: number) => T[]
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  function next(): number {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1))
  }
  function pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  function sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const out: T[] = []
    while (out.length < count && pool.length > 0) {
      out.push(...pool.splice(Math.floor(next() * pool.length), 1))
    }
    return out
  }
  return { next, int, pick, chance: (p) => next() < p, sample }
}
