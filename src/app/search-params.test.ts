import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params'

describe('search params', () => {
  it('reads values as the strings they are, numbers and JSON-looking text included', () => {
    expect(parseSearch('?rid=1&mid=1&token=1e5&q=%22x%22')).toEqual({ rid: '1', mid: '1', token: '1e5', q: '"x"' })
  })

  it('keeps a parameter named like an object member as a plain value', () => {
    const parsed = parseSearch('?__proto__=x&constructor=y')
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor'])
  })

  it('writes them back unchanged, so a link survives the login round trip exactly', () => {
    const href = '?rid=1&mid=1&token=00123'
    expect(stringifySearch(parseSearch(href))).toBe(href)
    expect(stringifySearch({ page: 2, search: 'golden weekend' })).toBe('?page=2&search=golden+weekend')
  })
})
