import { afterEach, describe, expect, it, vi } from 'vitest'
import { acceptAge, isAgeAccepted, mustPassAgeGate, safeRedirect } from './age-acceptance'

describe('age acceptance', () => {
  afterEach(() => {
    localStorage.clear()
    // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie
    document.cookie = 'velvet_age=; Max-Age=0; Path=/'
    vi.unstubAllGlobals()
  })

  it('is not accepted until Enter, then stays accepted', () => {
    expect(isAgeAccepted()).toBe(false)
    acceptAge()
    expect(isAgeAccepted()).toBe(true)
    expect(mustPassAgeGate()).toBe(false)
  })

  it('keeps the acceptance in a cookie too, which the server reads to send the page past the gate', () => {
    acceptAge()
    expect(document.cookie).toContain('velvet_age=1')
  })

  it("takes the cookie set by the page's plain Enter form (JavaScript off or not yet run)", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the page's form sets it this way for the code under test
    document.cookie = 'velvet_age=1; Path=/'
    expect(isAgeAccepted()).toBe(true)
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
