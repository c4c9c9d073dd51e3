import { describe, expect, it } from 'vitest'
import { cachedTotal } from './total-cache'

describe('cachedTotal', () => {
  it('counts once per key and owner within a minute, then counts again', async () => {
    const owner = {}
    let calls = 0
    const count = async () => ++calls
    expect(await cachedTotal(owner, 'a', count, 0)).toBe(1)
    expect(await cachedTotal(owner, 'a', count, 59_000)).toBe(1)
    expect(await cachedTotal(owner, 'b', count, 59_000)).toBe(2)
    expect(await cachedTotal({}, 'a', count, 59_000)).toBe(3)
    expect(await cachedTotal(owner, 'a', count, 60_001)).toBe(4)
  })
})
