/**
 * A copy of the screen for the next visit's first paint (issue 13: a repeat visit should show the
 * last feed at once, long before the app's code has run on a phone). A screen that can be saved says
 * so with useScreenSnapshot once it shows its data; when the page is hidden (the app put away, a
 * tab closed, a link followed) the top of it is kept in local storage with the style sheets it
 * uses. index.html paints it before the app's code arrives (snapshot-paint.ts), and the same hook
 * takes it away once the real screen has rendered. Logout forgets it with the rest of the user's data.
 */
import { useLayoutEffect } from 'react'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { SNAPSHOT_DOM } from './snapshot-paint'
import { classesOf, stylesInUse } from './snapshot-styles'

/**
 * Items kept of a list marked with data-snapshot-list: the one a phone's first screen shows (a post
 * fills it). With three the next visit's first paint came 50–130 ms later at CPU ×4 (issue 13).
 */
export const SNAPSHOT_LIST_ITEMS = 1

/** Nothing that says something about the moment it was saved, and nothing that opens. */
const LEFT_OUT = '[role="status"], [role="alert"], [aria-live], dialog, [popover], .skip-link, [data-snapshot-skip]'

/** Beyond this the copy would cost more to read than it saves (a very long page, a huge style). */
const MAX_CHARACTERS = 1_500_000

export type ScreenSnapshot = {
  build: string
  path: string
  savedAt: number
  owner: number | null
  siteType: string | null
  locale: string | null
  css: string
  html: string
}

/** How many mounted screens can be saved right now (a layout renders one; a test may render two). */
let savableScreens = 0

/**
 * Whose copy this is, read the way snapshot-paint.ts reads it (the raw hint, no schema: it runs
 * before the app's code), so that the two always agree.
 */
function ownerAsThePageReadsIt(storage: Storage): number | null {
  try {
    return JSON.parse(storage.getItem(STORAGE_KEYS.sessionHint) ?? 'null')?.user?.id ?? null
  } catch {
    return null
  }
}

/**
 * The rules of the app's style sheets in use (the built ones, links, and in development Vite's)
 * that can style the copy.
 */
function appStyles(doc: Document, copy: Element): string {
  const classes = classesOf(copy, doc)
  let css = ''
  const owners = doc.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(
    'link[rel="stylesheet"], style[data-vite-dev-id]',
  )
  for (const owner of Array.from(owners)) {
    const sheet = owner.sheet
    // A sheet still deferred (media="print", lib/app-styles.ts) is not in use.
    if (!sheet || owner.media === 'print') continue
    try {
      css += stylesInUse(Array.from(sheet.cssRules), classes)
    } catch {
      // A sheet from another origin cannot be read: none of the app's are.
    }
  }
  return css
}

/**
 * How far below the first screen the copy reaches, as a share of its height: the next visit's screen
 * may be a little taller (a browser bar hidden, the phone turned).
 */
export const SNAPSHOT_BELOW_FOLD = 0.25

type FirstScreen = { width: number; height: number; scrollX: number; scrollY: number }

/**
 * Is this element out of the first screen of the page (from its top, wherever it was scrolled to)?
 * Not drawn at all (display: none, such as the desktop's menus on a phone), wholly below it, or wholly
 * to its right (a carousel's later slides, the strip's last tabs). Nothing to its left or above goes:
 * content placed from the start (a carousel moved to its current slide) would move with it.
 */
function isOffFirstScreen(element: Element, screen: FirstScreen): boolean {
  if (element.getClientRects().length === 0) {
    // Its children have boxes of their own.
    return getComputedStyle(element).display !== 'contents'
  }
  const box = element.getBoundingClientRect()
  return (
    box.top + screen.scrollY >= screen.height * (1 + SNAPSHOT_BELOW_FOLD) || box.left + screen.scrollX >= screen.width
  )
}

/**
 * Takes out of the copy what the first screen does not show (issue 13: every element of the copy is
 * styled, laid out and painted before the next visit's first frame; on a phone's /home this leaves
 * 150 of 292, the rest being the header's desktop menu, the footer and the carousel's other slides).
 * `copy` is a fresh clone of `live`, so their children correspond one to one.
 */
function leaveOutOffScreen(live: Element, copy: Element, screen: FirstScreen): void {
  for (let index = live.children.length - 1; index >= 0; index--) {
    const liveChild = live.children[index]
    const copyChild = copy.children[index]
    if (!liveChild || !copyChild) continue
    if (isOffFirstScreen(liveChild, screen)) copyChild.remove()
    // A list keeps its first items whole (below): a card cut short would hand over to a taller one.
    else if (!liveChild.hasAttribute('data-snapshot-list')) leaveOutOffScreen(liveChild, copyChild, screen)
  }
}

/** The copy of what #root shows, or null when there is nothing to save. */
export function captureScreenSnapshot(doc: Document, storage: Storage, now = Date.now()): ScreenSnapshot | null {
  const root = doc.getElementById('root')
  if (!root) return null
  const copy = root.cloneNode(true) as HTMLElement
  const view = doc.defaultView
  // Without a layout (a page not drawn) every element would read as off screen: keep them all.
  if (view && root.getClientRects().length > 0) {
    leaveOutOffScreen(root, copy, {
      width: view.innerWidth,
      height: view.innerHeight,
      scrollX: view.scrollX,
      scrollY: view.scrollY,
    })
  }
  for (const element of Array.from(copy.querySelectorAll(LEFT_OUT))) element.remove()
  for (const list of Array.from(copy.querySelectorAll('[data-snapshot-list]'))) {
    for (const item of Array.from(list.children).slice(SNAPSHOT_LIST_ITEMS)) item.remove()
  }
  const snapshot: ScreenSnapshot = {
    build: __BUILD_ID__,
    path: doc.location?.pathname ?? '/',
    savedAt: now,
    owner: ownerAsThePageReadsIt(storage),
    siteType: storage.getItem(STORAGE_KEYS.siteType),
    locale: storage.getItem(STORAGE_KEYS.locale),
    css: appStyles(doc, copy),
    html: copy.innerHTML,
  }
  return snapshot.css.length + snapshot.html.length > MAX_CHARACTERS ? null : snapshot
}

/** Whether a copy was written. */
function saveScreenSnapshot(): boolean {
  // Only a screen that said it can be, and never the copy itself (shown until the app has rendered).
  if (savableScreens === 0 || document.getElementById(SNAPSHOT_DOM.element)) return false
  try {
    const snapshot = captureScreenSnapshot(document, localStorage)
    if (!snapshot) return false
    localStorage.setItem(STORAGE_KEYS.screenSnapshot, JSON.stringify(snapshot))
    return true
  } catch {
    // Storage full or disabled: the next visit paints the way it did before.
    return false
  }
}

export function forgetScreenSnapshot(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.screenSnapshot)
  } catch {
    // Disabled storage holds no copy.
  }
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

let releasing: Promise<void> | null = null

/**
 * Takes the painted copy away and shows the app. It waits (briefly) for the real screen's first
 * picture, so the swap does not show an empty frame where the copy had the picture.
 */
export function releaseScreenSnapshot(): Promise<void> {
  if (!document.getElementById(SNAPSHOT_DOM.element)) return Promise.resolve()
  releasing ??= (async () => {
    const lead = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]')
    if (lead && !lead.complete) {
      await Promise.race([
        new Promise((resolve) => {
          lead.addEventListener('load', resolve, { once: true })
          lead.addEventListener('error', resolve, { once: true })
        }),
        new Promise((resolve) => setTimeout(resolve, 800)),
      ])
    }
    // The picture's own load handler marks it shown: one render later.
    await nextFrame()
    document.getElementById(SNAPSHOT_DOM.element)?.remove()
    document.getElementById(SNAPSHOT_DOM.style)?.remove()
    document.documentElement.removeAttribute(SNAPSHOT_DOM.attribute)
    releasing = null
  })()
  return releasing
}

/** Is a copy of this path painted (the path the app opened on)? */
export function isSnapshotShowingFor(path: string): boolean {
  return document.getElementById(SNAPSHOT_DOM.element)?.dataset.path === path
}

/**
 * For a screen that can be saved: once it shows its data (`ready`) it may be saved, and a copy of it
 * painted at the start gives way to it. `settled` (its data or its error arrived) also lets the copy go.
 */
export function useScreenSnapshot({ ready, settled }: { ready: boolean; settled: boolean }): void {
  useLayoutEffect(() => {
    if (settled) void releaseScreenSnapshot()
  }, [settled])
  useLayoutEffect(() => {
    if (!ready) return
    savableScreens += 1
    return () => {
      savableScreens -= 1
    }
  }, [ready])
}

/** A copy never outstays this, whatever the app is doing (a redirect, a screen that never settles). */
const LONGEST_SHOWING_MS = 10_000

/** Saves the screen whenever the page is hidden; gives the painted copy a deadline. */
export function startScreenSnapshots(): void {
  // A page going away fires both events: one copy per time it is hidden is enough.
  let savedWhileHidden = false
  const saveOnce = () => {
    if (!savedWhileHidden) savedWhileHidden = saveScreenSnapshot()
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveOnce()
    else savedWhileHidden = false
  })
  window.addEventListener('pagehide', saveOnce)
  setTimeout(() => void releaseScreenSnapshot(), LONGEST_SHOWING_MS)
}
