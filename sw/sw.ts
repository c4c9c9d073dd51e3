/// <reference lib="webworker" />
/**
 * Service worker entry: wires events to handlers, nothing else. Updates wait for the user
 * (the page posts SKIP_WAITING from the update prompt); there is no forced skipWaiting.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { registerRuntimeCaching } from './caching'
import { isSkipWaitingMessage } from './messages'
import { NAVIGATION_DENYLIST } from './routing-rules'

declare let self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Deep links open offline: every app page is the shell, except the paths that must hit the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }))
registerRuntimeCaching(self.location.origin)

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting()
})
