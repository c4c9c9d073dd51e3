/**
 * The app badge: how many new-post notifications arrived since the app was last opened, where the
 * platform supports badges. The count lives in the Cache API (a tiny JSON entry), which workers can
 * reach without an IndexedDB schema of their own.
 */
import { RUNTIME_CACHES } from '../contract/cache-names'

const BADGE_CACHE = RUNTIME_CACHES.badge
const BADGE_URL = '/__badge-count'

export async function readBadgeCount(caches: CacheStorage): Promise<number> {
  const response = await (await caches.open(BADGE_CACHE)).match(BADGE_URL)
  const count = response ? Number(await response.text()) : 0
  return Number.isFinite(count) && count > 0 ? count : 0
}

async function writeBadgeCount(caches: CacheStorage, count: number): Promise<void> {
  await (await caches.open(BADGE_CACHE)).put(BADGE_URL, new Response(String(count)))
}

type BadgeNavigator = { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> }

export async function incrementBadge(caches: CacheStorage, navigator: BadgeNavigator): Promise<number> {
  const count = (await readBadgeCount(caches)) + 1
  await writeBadgeCount(caches, count)
  await navigator.setAppBadge?.(count).catch(() => undefined)
  return count
}

export async function clearBadge(caches: CacheStorage, navigator: BadgeNavigator): Promise<void> {
  await writeBadgeCount(caches, 0)
  await navigator.clearAppBadge?.().catch(() => undefined)
}
