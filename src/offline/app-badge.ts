/**
 * The page's side of the app icon's badge (contract/app-badge.ts): unread chat messages and the
 * actions still queued in the offline outbox. The service worker, when one controls the page, keeps
 * them with its own count of new-post notifications and shows the sum; without one (first visit,
 * development) the page shows its counts itself.
 */
import {
  type AppBadgeCounts,
  appBadgeMessage,
  type BadgeNavigator,
  badgeTotal,
  showBadge,
} from '../../contract/app-badge'

const counts: AppBadgeCounts = { unreadChats: 0, pendingActions: 0 }

function controller(): ServiceWorker | null | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null
}

/** Shows the page's counts again (the app came into view, or a new worker took over). */
export function showAppBadge(): void {
  const worker = controller()
  if (worker) worker.postMessage(appBadgeMessage({ ...counts }))
  else void showBadge(navigator as BadgeNavigator, badgeTotal({ ...counts, newPosts: 0 }))
}

function report(change: Partial<AppBadgeCounts>): void {
  const next = { ...counts, ...change }
  if (next.unreadChats === counts.unreadChats && next.pendingActions === counts.pendingActions) return
  Object.assign(counts, next)
  showAppBadge()
}

/** The signed-in user's unread chat messages (0 for a guest). */
export function reportUnreadChats(count: number): void {
  report({ unreadChats: count })
}

/** The outbox's actions not yet accepted by the server, waiting or failed. */
export function reportPendingActions(count: number): void {
  report({ pendingActions: count })
}
