/**
 * React's `useSyncExternalStoreWithSelector` (use-sync-external-store, MIT, Meta Platforms) as an
 * ES module. The package ships CommonJS only, and Vitest loads CommonJS through Node, past Vite's
 * aliases, so in unit tests TanStack's store would reach React while everything else renders with
 * Preact. The build bundles the package itself (aliased); this copy serves the unit tests only.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

type Instance<Selection> = { hasValue: boolean; value: Selection | null }

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instRef = useRef<Instance<Selection> | null>(null)
  if (instRef.current === null) instRef.current = { hasValue: false, value: null }
  const inst = instRef.current
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false
    let memoizedSnapshot: Snapshot
    let memoizedSelection: Selection
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true
        memoizedSnapshot = nextSnapshot
        const nextSelection = selector(nextSnapshot)
        if (inst.hasValue && isEqual?.(inst.value as Selection, nextSelection)) {
          memoizedSelection = inst.value as Selection
          return memoizedSelection
        }
        memoizedSelection = nextSelection
        return nextSelection
      }
      const currentSelection = memoizedSelection
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection
      const nextSelection = selector(nextSnapshot)
      if (isEqual?.(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot
        return currentSelection
      }
      memoizedSnapshot = nextSnapshot
      memoizedSelection = nextSelection
      return nextSelection
    }
    const serverSnapshot = getServerSnapshot ?? null
    return [
      () => memoizedSelector(getSnapshot()),
      serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot()),
    ]
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst])
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection)
  useEffect(() => {
    inst.hasValue = true
    inst.value = value
  }, [value, inst])
  useDebugValue(value)
  return value
}
