import { describe, expect, it } from 'vitest'
import { appBadgeMessage, badgeTotal, readAppBadgeMessage, readBadgeState } from './app-badge'

describe('app badge messages', () => {
  it("carries the page's counts to the worker", () => {
    const message = appBadgeMessage({ unreadChats: 2, pendingActions: 1 })
    expect(readAppBadgeMessage(structuredClone(message))).toEqual({ unreadChats: 2, pendingActions: 1 })
  })

  it('ignores other messages and counts that are not counts', () => {
    for (const data of [
      null,
      'APP_BADGE',
      { type: 'CLEAR_BADGE' },
      { type: 'APP_BADGE', unreadChats: -1, pendingActions: 0 },
      { type: 'APP_BADGE', unreadChats: 1.5, pendingActions: 0 },
      { type: 'APP_BADGE', unreadChats: '3', pendingActions: 0 },
      { type: 'APP_BADGE', unreadChats: 3 },
    ]) {
      expect(readAppBadgeMessage(data)).toBeUndefined()
    }
  })

  it('sums the counts, up to what a badge can say', () => {
    expect(badgeTotal({ newPosts: 1, unreadChats: 2, pendingActions: 3 })).toBe(6)
    expect(badgeTotal(readBadgeState({ newPosts: 9999, unreadChats: 9999, pendingActions: 1 }))).toBe(9999)
    expect(readBadgeState('garbage')).toEqual({ newPosts: 0, unreadChats: 0, pendingActions: 0 })
  })
})
