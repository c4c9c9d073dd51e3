import { describe, expect, it, vi } from 'vitest'
import { RUNTIME_CACHES } from '../contract/cache-names'
import { clearNewPosts, countNewPost, readBadge, recountQueuedActions, setAppCounts } from './badge'

/** Cache Storage in memory: only what the badge uses (open, match, put). */
function memoryCaches(): CacheStorage {
  const caches = new Map<string, Map<string, string>>()
  return {
    open: async (name: string) => {
      const entries = caches.get(name) ?? new Map<string, string>()
      caches.set(name, entries)
      return {
        match: async (url: string) => (entries.has(url) ? new Response(entries.get(url)) : undefined),
        put: async (url: string, response: Response) => void entries.set(url, await response.text()),
      }
    },
  } as unknown as CacheStorage
}

function badgeNavigator() {
  return { setAppBadge: vi.fn(async (_count?: number) => undefined), clearAppBadge: vi.fn(async () => undefined) }
}

describe('the app badge in the worker', () => {
  it('shows new posts, unread chat and queued actions as one sum, and clears at zero', async () => {
    const caches = memoryCaches()
    const navigator = badgeNavigator()
    await countNewPost(caches, navigator)
    await countNewPost(caches, navigator)
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(2)
    await setAppCounts(caches, navigator, { unreadChats: 3, pendingActions: 1 })
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(6)
    // A notification later adds to what the page counted instead of replacing it.
    await countNewPost(caches, navigator)
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(7)
    // The app comes into view: the new posts are seen, the unread messages and queued actions stay.
    await clearNewPosts(caches, navigator)
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(4)
    await setAppCounts(caches, navigator, { unreadChats: 0, pendingActions: 0 })
    expect(navigator.clearAppBadge).toHaveBeenCalledTimes(1)
    expect(await readBadge(caches)).toEqual({ newPosts: 0, unreadChats: 0, pendingActions: 0 })
  })

  it('counts every change when they arrive together', async () => {
    const caches = memoryCaches()
    const navigator = badgeNavigator()
    await Promise.all([
      countNewPost(caches, navigator),
      countNewPost(caches, navigator),
      setAppCounts(caches, navigator, { unreadChats: 2 }),
      countNewPost(caches, navigator),
    ])
    expect(await readBadge(caches)).toEqual({ newPosts: 3, unreadChats: 2, pendingActions: 0 })
  })

  it('recounts the queued actions after a replay, and never fails the replay', async () => {
    const caches = memoryCaches()
    const navigator = badgeNavigator()
    await setAppCounts(caches, navigator, { unreadChats: 1, pendingActions: 4 })
    await recountQueuedActions(caches, navigator, async () => [{ id: 'left' }])
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(2)
    await expect(
      recountQueuedActions(caches, navigator, () => Promise.reject(new Error('no IndexedDB'))),
    ).resolves.toBeUndefined()
    expect(await readBadge(caches)).toMatchObject({ pendingActions: 1 })
  })

  it('reads the count an older worker left (a bare number of new posts) and works where badges do not exist', async () => {
    const caches = memoryCaches()
    await (await caches.open(RUNTIME_CACHES.badge)).put('/__badge-count', new Response('5'))
    expect(await readBadge(caches)).toEqual({ newPosts: 5, unreadChats: 0, pendingActions: 0 })
    await expect(countNewPost(caches, {})).resolves.toMatchObject({ newPosts: 6 })
  })
})
