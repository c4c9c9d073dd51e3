import { describe, expect, it } from 'vitest'
import { entitlementEnd, licenceExpiry } from './expiry'

const NOW = new Date('2026-06-01T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY)

describe('licenceExpiry', () => {
  it('is the entitlement end when it comes before 30 days', () => {
    expect(licenceExpiry({ membership: inDays(3), creatorSubscription: null }, NOW)).toEqual(inDays(3))
    expect(licenceExpiry({ membership: null, creatorSubscription: inDays(29) }, NOW)).toEqual(inDays(29))
  })

  it('is 30 days from now when the entitlement lasts longer', () => {
    expect(licenceExpiry({ membership: inDays(400), creatorSubscription: null }, NOW)).toEqual(inDays(30))
  })

  it('follows whichever entitlement lasts longer, ignoring one already over', () => {
    expect(licenceExpiry({ membership: inDays(2), creatorSubscription: inDays(9) }, NOW)).toEqual(inDays(9))
    expect(licenceExpiry({ membership: inDays(-1), creatorSubscription: inDays(4) }, NOW)).toEqual(inDays(4))
  })

  it('is null without a running entitlement', () => {
    expect(licenceExpiry({ membership: null, creatorSubscription: null }, NOW)).toBeNull()
    expect(licenceExpiry({ membership: inDays(-1), creatorSubscription: NOW }, NOW)).toBeNull()
    expect(entitlementEnd({ membership: NOW, creatorSubscription: null }, NOW)).toBeNull()
  })
})
