/// <reference lib="webworker" />
/**
 * Service worker entry: wires events to handlers, nothing else. Updates wait for the user
 * (the page posts SKIP_WAITING from the update prompt); there is no forced skipWaiting.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { readAppBadgeMessage } from '../contract/app-badge'
import { OUTBOX_SYNC_TAG } from '../contract/outbox/action'
import { clearNewPosts, countNewPost, recountQueuedActions, setAppCounts } from './badge'
import { registerRuntimeCaching } from './caching'
import { isClearBadgeMessage, isReplayMessage, isSkipWaitingMessage } from './messages'
import { createOutboxReplayer } from './outbox'
import { notificationFor, pickWindow, safeNotificationUrl } from './push'
import { NAVIGATION_DENYLIST } from './routing-rules'

declare let self: ServiceWorkerGlobalScope

/** Background Sync's event (not in TypeScript's worker lib yet). */
type SyncEvent = ExtendableEvent & { tag: string; lastChance: boolean }

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Deep links open offline: every app page is the shell, except the paths that must hit the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }))
registerRuntimeCaching(self.location.origin)

const sendOutbox = createOutboxReplayer(self)

/** Sends the queue; what it leaves (failed, or waiting for a connection) is what the badge counts. */
const replayOutbox = () => sendOutbox().finally(() => recountQueuedActions(self.caches, self.navigator))

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting()
  if (isReplayMessage(event.data)) event.waitUntil(replayOutbox().catch(() => undefined))
  if (isClearBadgeMessage(event.data)) event.waitUntil(clearNewPosts(self.caches, self.navigator))
  const counts = readAppBadgeMessage(event.data)
  if (counts) event.waitUntil(setAppCounts(self.caches, self.navigator, counts))
})

// Chromium: the browser fires this once the device is back online, and again later if it throws.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayOutbox())
})

// Where Background Sync is missing, the queue is sent whenever the worker starts.
self.addEventListener('activate', (event) => {
  event.waitUntil(replayOutbox().catch(() => undefined))
})

self.addEventListener('push', (event) => {
  const data: unknown = (() => {
    try {
      return event.data?.json()
    } catch {
      return undefined
    }
  })()
  const { title, options } = notificationFor(data)
  event.waitUntil(
    Promise.all([self.registration.showNotification(title, options), countNewPost(self.caches, self.navigator)]),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = safeNotificationUrl((event.notification.data as { url?: unknown } | null)?.url, self.location.origin)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const existing = pickWindow(windows, url, self.location.origin)
      if (existing) {
        await existing.focus()
        if (new URL(existing.url).pathname + new URL(existing.url).search !== url) await existing.navigate(url)
        return
      }
      await self.clients.openWindow(url)
    })(),
  )
})
