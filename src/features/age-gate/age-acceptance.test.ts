import { afterEach, describe, expect, it, vi } from 'vitest'
import { acceptAge, isAgeAccepted, mustPassAgeGate, safeRedirect } from './age-acceptance'

describe('age acceptance', () => {
  afterEach(() => {
    localStorage.clear()
    vi.unstubAllGlobals()
  })

  it('is not accepted until Enter, then stays accepted', () => {
    expect(isAgeAccepted()).toBe(false)
    acceptAge()
    expect(isAgeAccepted()).toBe(true)
    expect(mustPassAgeGate()).toBe(false)
  })

  it('ignores a tampered stored value', () => {
    localStorage.setItem('velvet.age-accepted', '"yes"')
    expect(isAgeAccepted()).toBe(false)
  })

  it('lets crawlers through without acceptance', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
    expect(mustPassAgeGate()).toBe(false)
  })
})

describe('safeRedirect', () => {
  it('keeps paths inside the app', () => {
    expect(safeRedirect('/videos?category_id=3')).toBe('/videos?category_id=3')
  })

  it('drops external, protocol-relative and empty targets', () => {
    expect(safeRedirect('https://evil.example')).toBeUndefined()
    expect(safeRedirect('//evil.example/x')).toBeUndefined()
    expect(safeRedirect('/')).toBeUndefined()
    expect(safeRedirect(undefined)).toBeUndefined()
  })
})
