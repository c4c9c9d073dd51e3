/// <reference lib="dom" />
/**
 * The first paint of a repeat visit (issue 13: the last feed at once, from the device). When the
 * app was last hidden on a screen that can be saved (screen-snapshot.ts), its top part was kept in
 * local storage as HTML with the style sheets it used. This function runs inline in the page, right
 * after #root, before any of the app's code has arrived: it paints that copy over the hidden #root,
 * inert and hidden from assistive technology, until the app has rendered the real screen.
 *
 * It is inlined by scripts/first-paint.ts from its source text, so it must use nothing from outside
 * its own body, and it must never throw: a copy that cannot be shown just is not.
 */
import { STORAGE_KEYS } from '../lib/storage-keys'
import { PERSIST_MAX_AGE } from './stale-times'

/** Where the copy lives in the page while it shows. */
export const SNAPSHOT_DOM = {
  /** On <html> while a copy is painted: index.html's inline CSS hides #root under it. */
  attribute: 'data-snapshot',
  /** The element holding the copy's HTML. */
  element: 'velvet-snapshot',
  /** The <style> holding the copy's style sheets. */
  style: 'velvet-snapshot-css',
} as const

export type SnapshotPaintConfig = {
  storageKey: string
  build: string
  maxAgeMs: number
  /** Where the first-paint script and the app keep the theme, the language and the session. */
  siteTypeKey: string
  localeKey: string
  sessionKey: string
  dom: typeof SNAPSHOT_DOM
}

/** What the page's script is given: the keys the app writes, this build, how old a copy may be. */
export function snapshotPaintConfig(build: string): SnapshotPaintConfig {
  return {
    storageKey: STORAGE_KEYS.screenSnapshot,
    build,
    // As old as the saved data it shows may be.
    maxAgeMs: PERSIST_MAX_AGE,
    siteTypeKey: STORAGE_KEYS.siteType,
    localeKey: STORAGE_KEYS.locale,
    sessionKey: STORAGE_KEYS.sessionHint,
    dom: SNAPSHOT_DOM,
  }
}

export function paintScreenSnapshot(config: SnapshotPaintConfig): void {
  const root = document.documentElement
  // The server's copy of a first visit's /home (server/plugins/first-screen.ts): kept while the
  // first-paint script found it is this visitor's, and unless this device has its own copy.
  const served = document.getElementById(config.dom.element)
  const dropServed = () => {
    served?.remove()
    document.getElementById(config.dom.style)?.remove()
  }
  if (served && !root.hasAttribute(config.dom.attribute)) dropServed()
  try {
    // The age gate shows (it is never painted over) or the user scrolled before a reload or a back
    // (the app puts them back where they were, which a copy of the top would contradict).
    if (root.getAttribute('data-gate') !== 'open') return
    const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
    if (entry && entry.type !== 'navigate') return
    const saved = JSON.parse(localStorage.getItem(config.storageKey) || 'null')
    if (!saved || saved.build !== config.build || saved.path !== location.pathname) return
    if (!(Date.now() - saved.savedAt < config.maxAgeMs)) return
    // Made for this theme, this language and this person (or a guest), or not shown.
    if (saved.siteType !== localStorage.getItem(config.siteTypeKey)) return
    if (saved.locale !== localStorage.getItem(config.localeKey)) return
    const session = JSON.parse(localStorage.getItem(config.sessionKey) || 'null')
    const owner = session?.user?.id ?? null
    if (saved.owner !== owner) return

    dropServed()
    const style = document.createElement('style')
    style.id = config.dom.style
    style.textContent = saved.css
    document.head.appendChild(style)
    const copy = document.createElement('div')
    copy.id = config.dom.element
    copy.setAttribute('inert', '')
    copy.setAttribute('aria-hidden', 'true')
    // The path it shows: the app lets the copy go as soon as it shows another one.
    copy.dataset.path = saved.path
    copy.innerHTML = saved.html
    document.body.insertBefore(copy, document.getElementById('root'))
    root.setAttribute(config.dom.attribute, '')
  } catch (_) {
    // Storage disabled, a copy from another version of this code: the page paints as it would have.
  }
}
