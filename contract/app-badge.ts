/**
 * The installed app's icon badge (App Badging API, where the platform has it): what is waiting for
 * the user, summed. The page knows the unread chat messages and the actions still queued in the
 * offline outbox; the service worker counts new-post notifications that arrived while the app was
 * not in view. The page tells the worker its counts, and the worker shows the sum, so a
 * notification arriving later adds to them instead of replacing them.
 */

export const APP_BADGE_MESSAGE = 'APP_BADGE'

/** The page's part: unread chat messages, and outbox actions not yet accepted by the server. */
export type AppBadgeCounts = { unreadChats: number; pendingActions: number }

export type BadgeState = AppBadgeCounts & { newPosts: number }

export const EMPTY_BADGE: BadgeState = { newPosts: 0, unreadChats: 0, pendingActions: 0 }

/** Beyond this a badge says nothing more (platforms show "99+" or a dot). */
const MAX_COUNT = 9999

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? Math.min(value, MAX_COUNT) : undefined
}

export function badgeTotal(state: BadgeState): number {
  return Math.min(state.newPosts + state.unreadChats + state.pendingActions, MAX_COUNT)
}

export function appBadgeMessage(counts: AppBadgeCounts) {
  return { type: APP_BADGE_MESSAGE, ...counts }
}

/** The counts in a page's message; undefined for any other message, or one with a count that is not one. */
export function readAppBadgeMessage(data: unknown): AppBadgeCounts | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const message = data as { type?: unknown; unreadChats?: unknown; pendingActions?: unknown }
  if (message.type !== APP_BADGE_MESSAGE) return undefined
  const unreadChats = count(message.unreadChats)
  const pendingActions = count(message.pendingActions)
  return unreadChats === undefined || pendingActions === undefined ? undefined : { unreadChats, pendingActions }
}

/** A stored badge state, whatever an older version of the worker left (a bare number of new posts). */
export function readBadgeState(stored: unknown): BadgeState {
  if (typeof stored === 'number') return { ...EMPTY_BADGE, newPosts: count(stored) ?? 0 }
  if (typeof stored !== 'object' || stored === null) return EMPTY_BADGE
  const state = stored as Record<string, unknown>
  return {
    newPosts: count(state.newPosts) ?? 0,
    unreadChats: count(state.unreadChats) ?? 0,
    pendingActions: count(state.pendingActions) ?? 0,
  }
}

/** `navigator` where badges exist (window and worker alike); either method may be missing. */
export type BadgeNavigator = {
  setAppBadge?: (count?: number) => Promise<void>
  clearAppBadge?: () => Promise<void>
}

/** Shows a total on the icon, or clears it at zero; a platform that refuses is left as it is. */
export function showBadge(navigator: BadgeNavigator, total: number): Promise<void> {
  const shown = total > 0 ? navigator.setAppBadge?.(total) : navigator.clearAppBadge?.()
  return (shown ?? Promise.resolve()).catch(() => undefined)
}
