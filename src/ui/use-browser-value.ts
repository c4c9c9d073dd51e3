import { useSyncExternalStore } from 'react'

const noChanges = () => () => {}

/**
 * A value only the browser can tell (a capability, something stored on the device), read once the
 * page runs: a server render, and the browser's first render over it while hydrating, show
 * `serverValue`, so the two match; the browser's value follows right after. `read` must return the
 * same value while nothing changed (a primitive, or a kept object).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChanges, read, () => serverValue)
}
