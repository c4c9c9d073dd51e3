import { useReachability } from '../api/reachability'

/**
 * Whether the server can be reached now (offline/reachability.ts decides from answers, not from
 * `navigator.onLine`). Screens use it to choose between their offline and error states.
 */
export function useIsOnline(): boolean {
  return useReachability().reachable
}
