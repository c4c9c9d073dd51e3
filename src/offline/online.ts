import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/**
 * TanStack's online manager starts as "online" and only listens for events, so a page reloaded
 * while offline would believe it is online; set the real state at start.
 */
export function syncOnlineState(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  )
}
