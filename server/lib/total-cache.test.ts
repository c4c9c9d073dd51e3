import { describe, expect, it } from 'vitest'
import { cachedTotal, forgetTotals } from './total-cache'

describe('cachedTotal', () => {
  it('counts once per key and owner within a minute, then counts again', async () => {
    const owner = {}
    let calls = 0
    const count = async () => ++calls
    expect(await cachedTotal(owner, 'movies:a', count, 0)).toBe(1)
    expect(await cachedTotal(owner, 'movies:a', count, 59_000)).toBe(1)
    expect(await cachedTotal(owner, 'movies:b', count, 59_000)).toBe(2)
    expect(await cachedTotal({}, 'movies:a', count, 59_000)).toBe(3)
    expect(await cachedTotal(owner, 'movies:a', count, 60_001)).toBe(4)
  })

  it('counts again after the totals of that kind were forgotten, and only those', async () => {
    const owner = {}
    let calls = 0
    const count = async () => ++calls
    expect(await cachedTotal(owner, 'posts:{}', count, 0)).toBe(1)
    expect(await cachedTotal(owner, 'movies:{}', count, 0)).toBe(2)
    forgetTotals(owner, 'posts')
    expect(await cachedTotal(owner, 'posts:{}', count, 1)).toBe(3)
    expect(await cachedTotal(owner, 'movies:{}', count, 1)).toBe(2)
  })
})
