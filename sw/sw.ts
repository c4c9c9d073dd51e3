/// <reference lib="webworker" />
/**
 * Service worker entry: wires events to handlers, nothing else. Updates wait for the user
 * (the page posts SKIP_WAITING from the update prompt); there is no forced skipWaiting.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { readAppBadgeMessage } from '../contract/app-badge'
import { OUTBOX_SYNC_TAG } from '../contract/outbox/action'
import { clearNewPosts, countNewPost, recountQueuedActions, setAppCounts } from './badge'
import { registerRuntimeCaching } from './caching'
import { isClearBadgeMessage, isReplayMessage, isSkipWaitingMessage } from './messages'
import { createOutboxReplayer } from './outbox'
import { answerNavigation, forgetPages } from './pages'
import { notificationFor, pickWindow, safeNotificationUrl } from './push'
import { NAVIGATION_DENYLIST } from './routing-rules'

declare let self: ServiceWorkerGlobalScope

/** Background Sync's event (not in TypeScript's worker lib yet). */
type SyncEvent = ExtendableEvent & { tag: string; lastChance: boolean }

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Pages: the server's, else the copy kept of them or the app shell (pages.ts); the paths that must
// hit the network are never answered here.
registerRoute(
  new NavigationRoute(({ request, event }) => answerNavigation(request, (work) => event.waitUntil(work)), {
    denylist: NAVIGATION_DENYLIST,
  }),
)
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

// Where Background Sync is missing, the queue is sent whenever the worker starts. A new worker is a
// new version of the app: the pages kept by the one before go.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([replayOutbox().catch(() => undefined), forgetPages()]))
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
