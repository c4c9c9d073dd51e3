/**
 * Catalogs of lazily loaded features (lingui.config.ts): their messages stay out of the first load
 * and arrive with their code. A feature's lazy entry points suspend until its catalog is there in
 * the current language (`useFeatureCatalog`), and once one is in use, a language switch loads it
 * along with the main catalog, so nothing is ever shown untranslated.
 *
 * Which catalogs an i18n instance holds is tracked per instance: the browser has one (Lingui's own),
 * loaded as features are used; a server render has its own, with every catalog of its language
 * (`holdsEveryCatalog`), so it never suspends. While the browser hydrates such a page, a feature
 * whose catalog is not loaded yet suspends: React keeps the server's HTML of it until the words are
 * in, then hydrates it, so what was rendered on the server is never replaced by a blank.
 *
 * React hydrates a Suspense boundary of the server's page after the page's first commit, in a pass of
 * its own, and with what the query cache holds then. So each entry point's boundary met while the page
 * hydrates is counted until it is drawn (`whenWaitingScreensDrawn`), and the app changes the cache
 * (the saved copy, a member's answers) only after.
 */
import { i18n as browserI18n, type I18n, type Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import {
  type ComponentType,
  createElement,
  Fragment,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useId,
  useSyncExternalStore,
} from 'react'
import type { Locale } from '../../../contract/languages'

export type FeatureCatalog = Record<Locale, () => Promise<{ messages: Messages }>>

const inUse = new Set<FeatureCatalog>()
const loaded = new WeakMap<I18n, Map<FeatureCatalog, Set<string>>>()
const complete = new WeakSet<I18n>()
/** Loads on their way in the browser, per catalog and language: every suspended reader waits for the same. */
const pending = new Map<FeatureCatalog, Map<string, Promise<void>>>()
/**
 * What is not drawn yet: catalogs a screen waited for and that no screen has drawn with since, and
 * the entry points met while the server's page hydrates (by their boundary's id) not hydrated yet.
 */
const awaitingDraw = new Set<FeatureCatalog | string>()
const drawnListeners = new Set<() => void>()

function drawnWith(awaited: FeatureCatalog | string): void {
  if (!awaitingDraw.delete(awaited) || awaitingDraw.size > 0) return
  for (const listener of drawnListeners) listener()
  drawnListeners.clear()
}

/**
 * Resolves once every screen that waited for its words has drawn with them (or its words failed to
 * load), and every entry point met while the page hydrates is hydrated. A page being hydrated keeps
 * the server's HTML of such a screen until then, and hydrates it with what the cache holds at that
 * moment: data that changes before (a member's own, read again) would not match that HTML. Resolves
 * true when it had to wait.
 */
export function whenWaitingScreensDrawn(): Promise<boolean> {
  if (awaitingDraw.size === 0) return Promise.resolve(false)
  return new Promise((resolve) => drawnListeners.add(() => resolve(true)))
}

let isPageHydrating = false

/**
 * While the browser hydrates the server's page: the entry points hydrated are counted as waiting
 * until their boundary is drawn (app/page-hydration.ts turns it on before hydrating, off after).
 */
export function countScreensWhileHydrating(on: boolean): void {
  isPageHydrating = on
}

const noSubscription = () => () => {}

/**
 * Counts its entry point as waiting when React renders it to hydrate the server's HTML (it reads
 * the server snapshot then), not when the browser mounts it anew. Beside the boundary, not around
 * it: the render React does after hydrating, to read the browser's snapshot, is this leaf's only.
 */
function WaitingWhileHydrating({ id }: { id: string }) {
  const isHydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  if (isHydrating && isPageHydrating) awaitingDraw.add(id)
  return null
}

/** Marks its Suspense boundary's content drawn: its effect runs once the boundary is hydrated. */
function Drawn({ id }: { id: string }) {
  useEffect(() => drawnWith(id), [id])
  return null
}

/** A server render's i18n, which has every catalog of its language. */
export function holdsEveryCatalog(i18n: I18n): void {
  complete.add(i18n)
}

function isLoaded(i18n: I18n, catalog: FeatureCatalog, locale: string): boolean {
  return complete.has(i18n) || (loaded.get(i18n)?.get(catalog)?.has(locale) ?? false)
}

function markLoaded(catalog: FeatureCatalog, locale: string): void {
  const catalogs = loaded.get(browserI18n) ?? new Map<FeatureCatalog, Set<string>>()
  const locales = catalogs.get(catalog) ?? new Set<string>()
  locales.add(locale)
  catalogs.set(catalog, locales)
  loaded.set(browserI18n, catalogs)
}

/** The messages of every feature catalog in use, in `locale`, for activateLocale. */
export async function featureMessagesFor(locale: Locale): Promise<Messages> {
  const catalogs = [...inUse]
  const parts = await Promise.all(catalogs.map((catalog) => catalog[locale]()))
  for (const catalog of catalogs) markLoaded(catalog, locale)
  return Object.assign({}, ...parts.map((part) => part.messages))
}

/** Loads a feature's catalog in the browser's active language (once) and keeps it loaded on later switches. */
export async function loadFeatureCatalog(catalog: FeatureCatalog): Promise<void> {
  inUse.add(catalog)
  const locale = browserI18n.locale as Locale
  if (isLoaded(browserI18n, catalog, locale)) return
  const { messages } = await catalog[locale]()
  const active = browserI18n.messages
  // The same object twice: the language has messages (the main catalog's), not a fresh empty one.
  if (browserI18n.locale === locale && active === browserI18n.messages) {
    // Added to the active language's messages (the main catalog's stay) without i18n.load(): its
    // change event has Lingui's provider re-render every translated component on the page, and
    // nothing on it uses these words before this resolves. The feature's own entry points wait for
    // it and render then (useFeatureCatalog). On the watch page two catalogs redrew the whole page
    // twice while its video started.
    Object.assign(active, messages)
  } else {
    // The language changed meanwhile, or it has no messages yet: the words go to theirs, announced.
    browserI18n.load(locale, messages)
  }
  markLoaded(catalog, locale)
}

function loading(catalog: FeatureCatalog, locale: string): Promise<void> {
  const byLocale = pending.get(catalog) ?? new Map<string, Promise<void>>()
  pending.set(catalog, byLocale)
  let promise = byLocale.get(locale)
  if (!promise) {
    promise = loadFeatureCatalog(catalog).finally(() => byLocale.delete(locale))
    // Words that did not come: the route's error screen shows instead, and nothing waits for them.
    promise.catch(() => drawnWith(catalog))
    byLocale.set(locale, promise)
  }
  return promise
}

/**
 * Suspends until the feature's messages are there in the render's language. A catalog that fails
 * to load (offline before the worker cached it) reaches the route's error screen, whose retry asks again.
 */
export function useFeatureCatalog(catalog: FeatureCatalog): void {
  const { i18n } = useLingui()
  inUse.add(catalog)
  const isReady = isLoaded(i18n, catalog, i18n.locale)
  if (!isReady) awaitingDraw.add(catalog)
  useEffect(() => drawnWith(catalog), [catalog])
  // use() is called on every render: React refuses a component that suspended on it once and then
  // stops calling it. A loaded catalog hands it a promise already marked fulfilled, which React
  // reads without suspending.
  use(isReady ? LOADED : loading(catalog, i18n.locale))
}

const LOADED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })

/** `Component` once `catalog` is loaded in the active language; `fallback` (nothing by default) until then. */
export function withFeatureCatalog<P extends object>(
  catalog: FeatureCatalog,
  Component: ComponentType<P>,
  fallback: ReactNode = null,
): (props: P) => ReactNode {
  function Loaded(props: P) {
    useFeatureCatalog(catalog)
    return createElement(Component, props)
  }
  function WithFeatureCatalog(props: P) {
    const id = useId()
    return createElement(
      Fragment,
      null,
      createElement(WaitingWhileHydrating, { id }),
      createElement(Suspense, { fallback }, createElement(Loaded, props), createElement(Drawn, { id })),
    )
  }
  return WithFeatureCatalog
}
