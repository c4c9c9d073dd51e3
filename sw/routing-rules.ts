/**
 * Which requests the service worker answers how, as pure functions so they
 * can be tested without a browser. Anything private or about money is never cached.
 */

import { ENTER_PATH } from '../contract/age-gate'
import { AGE_CHECK_SANDBOX_PATH } from '../contract/schemas/age-check'

/** Paths never answered with the app shell on navigation. */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/media(\/|$)/,
  /^\/auth\//,
  /^\/token_login\//,
  /^\/payment\/[^/]+\/result/,
  /^\/sw\.js$/,
  /^\/workbox-/,
  /^\/manifest\.webmanifest$/,
  /^\/legals\//,
  /^\/dev\//,
  // The sandbox payment processor's own pages (it stands for another site): never the app shell.
  /^\/sandbox-processor(\/|$)/,
  // The sandbox age check provider's pages, likewise.
  new RegExp(`^${AGE_CHECK_SANDBOX_PATH}(/|$)`),
  // The age gate's Enter without JavaScript: the server sets the age cookie and redirects.
  new RegExp(`^${ENTER_PATH}$`),
]

/** Public list and catalogue endpoints: shown from cache when the network is down. */
const PUBLIC_API =
  /^\/api\/(celebrities|feeds|webstars|outstandings|posts|movies|categories|carousels|languages|frequently_asked_questions|countries|banners|creators|models|tags|groups)(\/|$)/

/** Auth, money and personal data: always the network, never a cache. */
const PRIVATE_API =
  /^\/api\/(auth|payments?|one_click_payment|purchase_options|paylink|tokens|subscriptions|unsubscription_requests|users?|me|unfinished_users|unavailable_\w+|push|video_call_room|chat|idempotency|movie_favorites|movie_likes)(\/|$)/

export type RequestKind = 'image' | 'public-api' | 'network-only' | 'stream' | 'player-code' | 'other'

/**
 * The video player's code (hls.js), left out of the precache for its size: kept once a watch page
 * has fetched it, so a downloaded movie still plays when the device is offline.
 */
const PLAYER_CODE = /^\/assets\/hls[^/]*\.js$/

export function classifyRequest(url: URL, method: string, destination: string, origin: string): RequestKind {
  if (url.origin !== origin) return destination === 'image' ? 'image' : 'other'
  if (method !== 'GET') return 'network-only'
  if (PLAYER_CODE.test(url.pathname)) return 'player-code'
  if (/^\/media\/(hls|stream|previews)\//.test(url.pathname) || /\.(m3u8|ts|m4s|mp4)$/.test(url.pathname))
    return 'stream'
  if (destination === 'image' || /^\/media\/(art|locked)\//.test(url.pathname)) return 'image'
  if (PRIVATE_API.test(url.pathname)) return 'network-only'
  if (PUBLIC_API.test(url.pathname)) return 'public-api'
  if (url.pathname.startsWith('/api/')) return 'network-only'
  return 'other'
}

export function isNavigationAllowed(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname))
}
