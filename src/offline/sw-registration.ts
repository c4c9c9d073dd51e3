/**
 * Registers the service worker (production builds only) and exposes "an update is waiting" as a
 * store. Updates never activate on their own: the user chooses to reload (no forced skipWaiting).
 */
import { useSyncExternalStore } from 'react'
import { Workbox } from 'workbox-window'

let workbox: Workbox | undefined
let updateWaiting = false
const listeners = new Set<() => void>()

function setUpdateWaiting(value: boolean) {
  updateWaiting = value
  for (const listener of listeners) listener()
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => setUpdateWaiting(true))
  workbox.addEventListener('controlling', (event) => {
    // Reload once the new worker controls the page, only when the user asked for the update.
    if (event.isUpdate) window.location.reload()
  })
  void workbox.register()
}

export function applyUpdate(): void {
  workbox?.messageSkipWaiting()
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
