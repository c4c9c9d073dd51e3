/**
 * The worker's side of the app badge (contract/app-badge.ts): the counts are kept in the Cache API
 * (a tiny JSON entry, reachable from a worker without an IndexedDB schema of its own) and every
 * change shows their sum. Changes run one after another, so a notification and a page's message
 * arriving together both count.
 */
import {
  type AppBadgeCounts,
  type BadgeNavigator,
  type BadgeState,
  badgeTotal,
  readBadgeState,
  showBadge,
} from '../contract/app-badge'
import { RUNTIME_CACHES } from '../contract/cache-names'
import { listActions } from '../contract/outbox/store'

const BADGE_CACHE = RUNTIME_CACHES.badge
const BADGE_URL = '/__badge-count'

export async function readBadge(caches: CacheStorage): Promise<BadgeState> {
  const response = await (await caches.open(BADGE_CACHE)).match(BADGE_URL)
  const stored: unknown = response ? await response.json().catch(() => undefined) : undefined
  return readBadgeState(stored)
}

let queue: Promise<unknown> = Promise.resolve()

function update(caches: CacheStorage, navigator: BadgeNavigator, change: (state: BadgeState) => BadgeState) {
  const next = queue.then(async () => {
    const state = change(await readBadge(caches))
    await (await caches.open(BADGE_CACHE)).put(BADGE_URL, new Response(JSON.stringify(state)))
    await showBadge(navigator, badgeTotal(state))
    return state
  })
  queue = next.catch(() => undefined)
  return next
}

/** A new-post notification arrived. */
export function countNewPost(caches: CacheStorage, navigator: BadgeNavigator): Promise<BadgeState> {
  return update(caches, navigator, (state) => ({ ...state, newPosts: state.newPosts + 1 }))
}

/** The app is in view: the new posts are being seen; what the page counts stays. */
export function clearNewPosts(caches: CacheStorage, navigator: BadgeNavigator): Promise<BadgeState> {
  return update(caches, navigator, (state) => ({ ...state, newPosts: 0 }))
}

/** The page's counts (unread chat, queued actions), or only the queued actions after the worker sent some. */
export function setAppCounts(
  caches: CacheStorage,
  navigator: BadgeNavigator,
  counts: Partial<AppBadgeCounts>,
): Promise<BadgeState> {
  return update(caches, navigator, (state) => ({ ...state, ...counts }))
}

/** After the worker sent the outbox: the actions still in it. Never fails (the replay's outcome is what matters). */
export async function recountQueuedActions(
  caches: CacheStorage,
  navigator: BadgeNavigator,
  list: () => Promise<readonly unknown[]> = listActions,
): Promise<void> {
  const pendingActions = (await list().catch(() => undefined))?.length
  if (pendingActions === undefined) return
  await setAppCounts(caches, navigator, { pendingActions }).catch(() => undefined)
}
