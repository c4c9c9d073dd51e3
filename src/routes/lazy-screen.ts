import { lazyRouteComponent } from '@tanstack/react-router'
import { createElement, useEffect } from 'react'
import { TIMING } from '../../contract/limits'
import { loadWithDeadline } from '../lib/chunk-load'

/** Every feature's lazily loaded screens (`features/<name>/screens.ts`), each its own chunk. */
const SCREENS = import.meta.glob<Record<string, unknown>>('../features/*/screens.ts')

/** The source file of a feature's screens, as the build's manifest names it (app/page-assets.ts). */
export function screensModuleOf(feature: string): string {
  return `src/features/${feature}/screens.ts`
}

/**
 * A lazily loaded route component, with the feature whose screens it is (the server preloads their
 * files) and a promise of its first time on screen in this page (`whenDrawn`).
 */
export type LazyScreen<P> = ((props: P) => React.ReactNode) & {
  preload: () => Promise<void>
  screensOf: string
  whenDrawn: () => Promise<void>
}

/**
 * A screen loaded on first visit of its route, from a feature's `screens` module (its own chunk,
 * kept out of the first-load bundle). As a route's component, the router loads it before the route
 * renders, and before it hydrates a page the server rendered with it. Typed loosely so the route
 * tree's type never depends on the screens, which themselves read the route tree through
 * getRouteApi. `P` types the screen's props when a route component renders it with some. A chunk that
 * fails or never arrives (120 s) ends in the router's error screen, which offers a retry.
 *
 * In a page the server rendered, the screen may be hydrated after the page's first commit:
 * `whenDrawn` resolves when it is first on screen (app/page-hydration.ts waits for it).
 */
export function lazyScreen<P extends object = Record<string, never>>(feature: string, exportName: string) {
  const load = SCREENS[`../features/${feature}/screens.ts`]
  if (!load) throw new Error(`no screens module in features/${feature}`)
  const Lazy = lazyRouteComponent(
    () =>
      loadWithDeadline(load as () => Promise<Record<string, (props: P) => React.ReactNode>>, TIMING.chunkLoadTimeoutMs),
    exportName,
  )
  let drawn = () => {}
  const isDrawn = new Promise<void>((resolve) => {
    drawn = resolve
  })
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route, where the route is declared; never during a render.
  function Screen(props: P) {
    useEffect(drawn, [])
    return createElement(Lazy, props)
  }
  // The router preloads through `preload`, which the lazy component drops once its code is in.
  Object.defineProperty(Screen, 'preload', { get: () => Lazy.preload })
  return Object.assign(Screen, {
    screensOf: screensModuleOf(feature),
    whenDrawn: () => isDrawn,
  }) as unknown as LazyScreen<P>
}

/**
 * The lists' reads (list-reads.ts) for their routes' loaders (TanStack Router's `lazyFn`), loaded on
 * first use with a screen's deadline: a chunk that never arrives ends in the router's error screen.
 */
export function loadListReads() {
  return loadWithDeadline(() => import('./list-reads'), TIMING.chunkLoadTimeoutMs)
}
