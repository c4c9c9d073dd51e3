import { lazyRouteComponent } from '@tanstack/react-router'
import { TIMING } from '../../contract/limits'
import { loadWithDeadline } from '../lib/chunk-load'

/**
 * A screen loaded on first visit of its route, from a feature's `screens` module (its own chunk,
 * kept out of the first-load bundle). Typed loosely so the route tree's type never depends on the
 * screens, which themselves read the route tree through getRouteApi. `P` types the screen's props
 * when a route component renders it with some. A chunk that fails or never arrives (120 s)
 * ends in the router's error screen, which offers a retry.
 */
export function lazyScreen<P extends object = Record<string, never>>(
  importer: () => Promise<unknown>,
  exportName: string,
) {
  return lazyRouteComponent(
    () =>
      loadWithDeadline(
        importer as () => Promise<Record<string, (props: P) => React.ReactNode>>,
        TIMING.chunkLoadTimeoutMs,
      ),
    exportName,
  )
}
