import { describe, expect, it } from 'vitest'
import { isNearPageEnd } from './use-page-end'

describe('isNearPageEnd (webstars load within 900 px of the page bottom)', () => {
  it('is near when the rest of the page below the viewport is at most the distance', () => {
    expect(isNearPageEnd({ scrollHeight: 3000, scrollY: 1300, innerHeight: 800 }, 900)).toBe(true)
    expect(isNearPageEnd({ scrollHeight: 3000, scrollY: 1299, innerHeight: 800 }, 900)).toBe(false)
  })

  it('is near on a page too short to scroll', () => {
    expect(isNearPageEnd({ scrollHeight: 600, scrollY: 0, innerHeight: 800 }, 900)).toBe(true)
  })
})
