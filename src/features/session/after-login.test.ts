import { describe, expect, it } from 'vitest'
import { loginHrefFrom } from './after-login'

describe('loginHrefFrom', () => {
  it('brings the user back to the page they were on, search and hash included', () => {
    expect(loginHrefFrom('/videos/12/watch?t=30#comments')).toBe(
      `/login?redirect=${encodeURIComponent('/videos/12/watch?t=30#comments')}`,
    )
    expect(loginHrefFrom('/room?rid=1&mid=1')).toBe('/login?redirect=%2Froom%3Frid%3D1%26mid%3D1')
  })

  it('does not send anyone back to the account pages themselves or to the gate', () => {
    for (const href of [
      '/',
      '/login?redirect=%2Fhome',
      '/signup/user',
      '/signedout',
      '/finish?token=x',
      '//evil.example',
    ]) {
      expect(loginHrefFrom(href)).toBe('/login')
    }
  })
})
