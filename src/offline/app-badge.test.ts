import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const setAppBadge = vi.fn(async (_count?: number) => undefined)
const clearAppBadge = vi.fn(async () => undefined)

/** A fresh copy of the module (its counts start at zero), with or without a worker controlling the page. */
async function load(worker?: { postMessage: (message: unknown) => void }) {
  vi.resetModules()
  Object.defineProperty(navigator, 'setAppBadge', { value: setAppBadge, configurable: true })
  Object.defineProperty(navigator, 'clearAppBadge', { value: clearAppBadge, configurable: true })
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: worker ?? null }, configurable: true })
  return import('./app-badge')
}

beforeEach(() => {
  setAppBadge.mockClear()
  clearAppBadge.mockClear()
})
afterEach(() => {
  for (const name of ['setAppBadge', 'clearAppBadge', 'serviceWorker']) Reflect.deleteProperty(navigator, name)
})

describe('the app badge from the page', () => {
  it('shows unread chat messages and queued actions as one number, and clears it at zero', async () => {
    const badge = await load()
    badge.reportUnreadChats(3)
    badge.reportPendingActions(2)
    expect(setAppBadge).toHaveBeenLastCalledWith(5)
    badge.reportUnreadChats(0)
    expect(setAppBadge).toHaveBeenLastCalledWith(2)
    badge.reportPendingActions(0)
    expect(clearAppBadge).toHaveBeenCalledTimes(1)
    // Nothing changed, nothing shown again.
    badge.reportPendingActions(0)
    expect(clearAppBadge).toHaveBeenCalledTimes(1)
  })

  it('hands its counts to the worker controlling the page, which adds its new posts and shows the sum', async () => {
    const postMessage = vi.fn()
    const badge = await load({ postMessage })
    badge.reportUnreadChats(4)
    badge.reportPendingActions(1)
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'APP_BADGE', unreadChats: 4, pendingActions: 1 })
    badge.showAppBadge()
    expect(postMessage).toHaveBeenCalledTimes(3)
    expect(setAppBadge).not.toHaveBeenCalled()
  })
})
