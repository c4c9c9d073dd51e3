/** Runtime caching routes, each with limits and a reason. */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'
import { RUNTIME_CACHES } from '../contract/cache-names'
import { reachabilityPlugin } from './reachability'
import { classifyRequest } from './routing-rules'

export const CACHE_NAMES = {
  images: RUNTIME_CACHES.images,
  api: RUNTIME_CACHES.api,
  player: RUNTIME_CACHES.player,
} as const

export function registerRuntimeCaching(origin: string): void {
  const kindOf = ({ url, request }: { url: URL; request: Request }) => {
    const kind = classifyRequest(url, request.method, request.destination, origin)
    // A signed-in answer depends on who asks (unlocked posts, membership): it never goes into the
    // shared cache. Signed-in users read offline from their own persisted query cache instead.
    return kind === 'public-api' && request.headers.has('authorization') ? 'network-only' : kind
  }

  // Thumbnails and artwork never change at a given URL: cache first, bounded in count and age.
  registerRoute(
    (options) => kindOf(options) === 'image',
    new CacheFirst({
      cacheName: CACHE_NAMES.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  )

  // The player's code: hashed names never change; the last two builds' are enough.
  registerRoute(
    (options) => kindOf(options) === 'player-code',
    new CacheFirst({
      cacheName: CACHE_NAMES.player,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2 })],
    }),
  )

  // Public lists: fresh when the network answers in time, the last copy when it does not.
  registerRoute(
    (options) => kindOf(options) === 'public-api',
    new NetworkFirst({
      cacheName: CACHE_NAMES.api,
      networkTimeoutSeconds: 5,
      plugins: [
        reachabilityPlugin,
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  )

  // Auth, payments, private data and video segments: always the network, never stored.
  registerRoute(
    (options) => kindOf(options) === 'network-only' || kindOf(options) === 'stream',
    new NetworkOnly({ plugins: [reachabilityPlugin] }),
    'GET',
  )
}
