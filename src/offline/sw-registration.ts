/**
 * Registers the service worker (production builds only) and exposes "an update is waiting" as a
 * store. Updates never activate on their own: the user chooses to reload (no forced skipWaiting).
 */
import { useSyncExternalStore } from 'react'
import { getSession } from '../api/session'
import { getAccessToken } from '../api/session-manager'
import { showAppBadge } from './app-badge'
import { whenNetworkQuiet } from './network-quiet'

let registration: ServiceWorkerRegistration | undefined
/** Set when the user chose to update: only then does a change of worker reload the page. */
let updateRequested = false
let updateWaiting = false
const listeners = new Set<() => void>()

function setUpdateWaiting(value: boolean) {
  updateWaiting = value
  for (const listener of listeners) listener()
}

/**
 * The worker asks an open page for a fresh access token before replaying queued actions: the page
 * owns the session (and refreshes it under the shared lock).
 */
function answerTokenRequests() {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== 'GET_ACCESS_TOKEN') return
    const port = event.ports[0]
    if (!port) return
    void getAccessToken().then((token) => {
      const session = getSession()
      // Signed in but no token now (a refresh that could not reach the server): "try later", not "signed out".
      const unavailable = token === null && session.status === 'user'
      port.postMessage({ token, userId: session.user?.id ?? null, unavailable })
    })
  })
}

/**
 * The app is in view, so the new posts the badge counted are being seen: the worker stops counting
 * them, and the badge shows what the page counts (unread chat, queued actions), now and whenever
 * the app comes back to the foreground or a new worker takes over.
 */
function clearNewPostsWhileOpen() {
  const clear = () => {
    if (document.visibilityState !== 'visible') return
    navigator.serviceWorker.controller?.postMessage({ type: 'CLEAR_BADGE' })
    showAppBadge()
  }
  clear()
  document.addEventListener('visibilitychange', clear)
  navigator.serviceWorker.addEventListener('controllerchange', clear)
}

/** A new worker is installed and waits while this page is controlled by the old one. */
function watchForUpdates(found: ServiceWorkerRegistration) {
  const check = () => {
    if (found.waiting && navigator.serviceWorker.controller) setUpdateWaiting(true)
  }
  check()
  found.addEventListener('updatefound', () => {
    const installing = found.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') check()
    })
  })
}

/**
 * Registers /sw.js once the page has loaded and its downloads have settled (network-quiet.ts): the
 * worker's precache never competes with the first screen, nor with a video's first segments. A
 * dozen lines instead of workbox-window, which weighed on the first load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  answerTokenRequests()
  clearNewPostsWhileOpen()
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // Reload once the new worker controls the page, only when the user asked for the update.
    if (updateRequested) window.location.reload()
  })
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((found) => {
        registration = found
        watchForUpdates(found)
      })
      .catch(() => undefined)
  }
  const registerWhenQuiet = () => void whenNetworkQuiet().then(register)
  if (document.readyState === 'complete') registerWhenQuiet()
  else window.addEventListener('load', registerWhenQuiet, { once: true })
}

export function applyUpdate(): void {
  updateRequested = true
  registration?.waiting?.postMessage({ type: 'SKIP_WAITING' })
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => updateWaiting,
    () => false,
  )
}
