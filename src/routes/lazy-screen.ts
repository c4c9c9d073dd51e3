import { lazyRouteComponent } from '@tanstack/react-router'
import { TIMING } from '../../contract/limits'
import { loadWithDeadline } from '../lib/chunk-load'

/** Every feature's lazily loaded screens (`features/<name>/screens.ts`), each its own chunk. */
const SCREENS = import.meta.glob<Record<string, unknown>>('../features/*/screens.ts')

/** The source file of a feature's screens, as the build's manifest names it (app/page-assets.ts). */
export function screensModuleOf(feature: string): string {
  return `src/features/${feature}/screens.ts`
}

/** A lazily loaded route component, with the feature whose screens it is (the server preloads their files). */
export type LazyScreen<P> = ((props: P) => React.ReactNode) & { preload: () => Promise<void>; screensOf: string }

/**
 * A screen loaded on first visit of its route, from a feature's `screens` module (its own chunk,
 * kept out of the first-load bundle). As a route's component, the router loads it before the route
 * renders, and before it hydrates a page the server rendered with it. Typed loosely so the route
 * tree's type never depends on the screens, which themselves read the route tree through
 * getRouteApi. `P` types the screen's props when a route component renders it with some. A chunk that
 * fails or never arrives (120 s) ends in the router's error screen, which offers a retry.
 */
export function lazyScreen<P extends object = Record<string, never>>(feature: string, exportName: string) {
  const load = SCREENS[`../features/${feature}/screens.ts`]
  if (!load) throw new Error(`no screens module in features/${feature}`)
  const component = lazyRouteComponent(
    () =>
      loadWithDeadline(load as () => Promise<Record<string, (props: P) => React.ReactNode>>, TIMING.chunkLoadTimeoutMs),
    exportName,
  )
  return Object.assign(component, { screensOf: screensModuleOf(feature) }) as unknown as LazyScreen<P>
}

/**
 * The lists' reads (list-reads.ts) for their routes' loaders (TanStack Router's `lazyFn`), loaded on
 * first use with a screen's deadline: a chunk that never arrives ends in the router's error screen.
 */
export function loadListReads() {
  return loadWithDeadline(() => import('./list-reads'), TIMING.chunkLoadTimeoutMs)
}
