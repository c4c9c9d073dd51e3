import { describe, expect, it } from 'vitest'
import { createRetryKey } from './retry-key'

describe('createRetryKey', () => {
  it('keeps the key for the same values until the server answers', () => {
    let n = 0
    const keys = createRetryKey(() => `key-${++n}`)
    expect(keys.keyFor({ a: 1 })).toBe('key-1')
    expect(keys.keyFor({ a: 1 })).toBe('key-1')
    keys.settle()
    expect(keys.keyFor({ a: 1 })).toBe('key-2')
  })

  it('takes a new key when the values change', () => {
    let n = 0
    const keys = createRetryKey(() => `key-${++n}`)
    keys.keyFor({ a: 1 })
    expect(keys.keyFor({ a: 2 })).toBe('key-2')
  })
})
