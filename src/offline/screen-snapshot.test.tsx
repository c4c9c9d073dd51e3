import { render } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../lib/storage-keys'
import {
  captureScreenSnapshot,
  releaseScreenSnapshot,
  SNAPSHOT_LIST_ITEMS,
  startScreenSnapshots,
  useScreenSnapshot,
} from './screen-snapshot'
import { paintScreenSnapshot, SNAPSHOT_DOM, snapshotPaintConfig } from './snapshot-paint'
import { PERSIST_MAX_AGE } from './stale-times'

const CONFIG = snapshotPaintConfig(__BUILD_ID__)

/** The app's page as it is when a feed shows: a style of the app's, and #root with the screen. */
function showFeedScreen(items = 5) {
  document.head.innerHTML =
    '<style data-vite-dev-id="card.css">.card { color: rgb(1, 2, 3); } .wallet { color: rgb(4, 5, 6); }</style>'
  const posts = Array.from(
    { length: items },
    (_, index) => `<div><article class="card" aria-label="Post ${index}">${index}</article></div>`,
  )
  document.body.innerHTML = `<div id="root">
    <a class="skip-link" href="#content">Skip</a>
    <header>Velvet</header>
    <div role="status">You are offline</div>
    <main id="content">
      <div data-snapshot-list>${posts.join('')}<p>You are all caught up.</p></div>
      <dialog open><h2>Log in to chat</h2></dialog>
      <div popover="auto" role="menu">Report</div>
    </main>
  </div>`
}

/** What the session keeps on the device for a signed-in person (api/session.ts), as far as it matters here. */
const hintFor = (id: number) => JSON.stringify({ user: { id } })

function saveFor(owner: number | null) {
  localStorage.clear()
  if (owner !== null) localStorage.setItem(STORAGE_KEYS.sessionHint, hintFor(owner))
  localStorage.setItem(STORAGE_KEYS.siteType, '"chads"')
  const snapshot = captureScreenSnapshot(document, localStorage)
  localStorage.setItem(STORAGE_KEYS.screenSnapshot, JSON.stringify(snapshot))
  return snapshot
}

/** The next visit's page before the app runs: index.html's #root, the gate open. */
function openPage() {
  document.head.innerHTML = ''
  document.body.innerHTML = '<div id="root"><div class="fp-shell">Velvet</div></div>'
  document.documentElement.setAttribute('data-gate', 'open')
  document.documentElement.removeAttribute(SNAPSHOT_DOM.attribute)
}

const painted = () => document.getElementById(SNAPSHOT_DOM.element)

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/home')
})

afterEach(() => document.documentElement.removeAttribute('data-gate'))

describe('captureScreenSnapshot', () => {
  it('keeps the top of the screen and its styles, for this person, theme and path', () => {
    showFeedScreen()
    const snapshot = saveFor(7)
    expect(snapshot).toMatchObject({ build: __BUILD_ID__, path: '/home', owner: 7, siteType: '"chads"', locale: null })
    const html = document.createElement('div')
    html.innerHTML = snapshot?.html ?? ''
    expect(html.querySelectorAll('article')).toHaveLength(SNAPSHOT_LIST_ITEMS)
    expect(html.querySelector('header')?.textContent).toBe('Velvet')
    // Nothing of the moment (a notice), nothing that opens, no list end that is not the end.
    expect(html.textContent).not.toMatch(/offline|Log in to chat|Report|caught up|Skip/)
    expect(snapshot?.css).toContain('rgb(1, 2, 3)')
    // Another screen's rule: nothing in the copy can use it.
    expect(snapshot?.css).not.toContain('rgb(4, 5, 6)')
    // The page itself is untouched.
    expect(document.querySelectorAll('#root article')).toHaveLength(5)
  })

  it('leaves out what the first screen does not show, from the top of the page wherever it was scrolled', () => {
    document.head.innerHTML = ''
    document.body.innerHTML = `<div id="root">
      <header>Velvet<nav class="desktop">Videos</nav></header>
      <div class="track"><div class="slide">First slide</div><div class="slide">Next slide</div></div>
      <div style="display: contents"><p>In a wrapper without a box</p></div>
      <div data-snapshot-list><article><h2>A post</h2><p class="actions">Like</p></article></div>
      <footer>Terms</footer>
    </div>`
    // The page as a 390 × 844 phone lays it out, read after a scroll of 300 px.
    const boxes = new Map<string, { top: number; left: number } | null>([
      ['#root', { top: -300, left: 0 }],
      ['header', { top: -300, left: 0 }],
      ['nav.desktop', null],
      ['.track', { top: -200, left: 0 }],
      ['.slide:first-child', { top: -200, left: 0 }],
      ['.slide:last-child', { top: -200, left: 390 }],
      ['div[style]', null],
      ['div[style] > p', { top: 500, left: 0 }],
      ['[data-snapshot-list]', { top: 600, left: 0 }],
      ['article', { top: 600, left: 0 }],
      ['.actions', { top: 1200, left: 0 }],
      ['footer', { top: 1000, left: 0 }],
    ])
    for (const [selector, box] of boxes) {
      const element = document.querySelector(selector)
      if (!element) throw new Error(`${selector} is missing`)
      element.getClientRects = () => (box ? [new DOMRect(box.left, box.top, 100, 20)] : []) as unknown as DOMRectList
      element.getBoundingClientRect = () => new DOMRect(box?.left ?? 0, box?.top ?? 0, box ? 100 : 0, box ? 20 : 0)
    }
    const phone = { innerWidth: 390, innerHeight: 844, scrollY: 300 }
    const before = Object.fromEntries(
      Object.keys(phone).map((key) => [key, Object.getOwnPropertyDescriptor(window, key)]),
    )
    for (const [key, value] of Object.entries(phone)) Object.defineProperty(window, key, { value, configurable: true })

    const html = document.createElement('div')
    html.innerHTML = captureScreenSnapshot(document, localStorage)?.html ?? ''

    expect(html.textContent).toContain('Velvet')
    expect(html.textContent).toContain('First slide')
    expect(html.textContent).toContain('In a wrapper without a box')
    // The list's first item is kept whole, though its end is below the first screen.
    expect(html.querySelector('article')?.textContent).toBe('A postLike')
    // Not drawn on a phone, to the right of the screen, and below it (its top at 1300 px of the page).
    expect(html.textContent).not.toMatch(/Videos|Next slide|Terms/)
    for (const [key, descriptor] of Object.entries(before)) {
      if (descriptor) Object.defineProperty(window, key, descriptor)
      else Reflect.deleteProperty(window, key)
    }
  })
})

describe('paintScreenSnapshot', () => {
  it('paints the copy over #root, inert and hidden from assistive technology', () => {
    showFeedScreen()
    saveFor(7)
    openPage()
    paintScreenSnapshot(CONFIG)
    const copy = painted()
    expect(copy?.nextElementSibling?.id).toBe('root')
    expect(copy?.hasAttribute('inert')).toBe(true)
    expect(copy?.getAttribute('aria-hidden')).toBe('true')
    expect(copy?.querySelectorAll('article')).toHaveLength(SNAPSHOT_LIST_ITEMS)
    expect(document.getElementById(SNAPSHOT_DOM.style)?.textContent).toContain('rgb(1, 2, 3)')
    expect(document.documentElement.hasAttribute(SNAPSHOT_DOM.attribute)).toBe(true)
  })

  it.each([
    ['another person signed in', () => localStorage.setItem(STORAGE_KEYS.sessionHint, hintFor(8))],
    ['signed out since', () => localStorage.removeItem(STORAGE_KEYS.sessionHint)],
    ['another theme', () => localStorage.setItem(STORAGE_KEYS.siteType, '"divas"')],
    ['another language', () => localStorage.setItem(STORAGE_KEYS.locale, '"tr"')],
    ['another path', () => window.history.replaceState(null, '', '/feeds')],
    ['the age gate shows', () => document.documentElement.removeAttribute('data-gate')],
    ['another build', () => editSaved({ build: 'older' })],
    ['too old', () => editSaved({ savedAt: Date.now() - PERSIST_MAX_AGE - 1 })],
    ['unreadable', () => localStorage.setItem(STORAGE_KEYS.screenSnapshot, '{')],
  ])('paints nothing when %s', (_, change) => {
    showFeedScreen()
    saveFor(7)
    openPage()
    change()
    paintScreenSnapshot(CONFIG)
    expect(painted()).toBeNull()
    expect(document.documentElement.hasAttribute(SNAPSHOT_DOM.attribute)).toBe(false)
  })

  it("paints a guest's copy for a guest", () => {
    showFeedScreen()
    saveFor(null)
    openPage()
    paintScreenSnapshot(CONFIG)
    expect(painted()).not.toBeNull()
  })
})

function editSaved(change: Record<string, unknown>) {
  const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.screenSnapshot) ?? '{}')
  localStorage.setItem(STORAGE_KEYS.screenSnapshot, JSON.stringify({ ...saved, ...change }))
}

function Screen({ ready, settled }: { ready: boolean; settled: boolean }) {
  useScreenSnapshot({ ready, settled })
  return null
}

describe('useScreenSnapshot', () => {
  beforeAll(() => startScreenSnapshots())

  it('saves a screen that shows its data when the page is hidden, once each time, and only then', () => {
    const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.screenSnapshot) ?? 'null')?.path ?? null
    const shownAgain = () => document.dispatchEvent(new Event('visibilitychange'))
    showFeedScreen()
    const view = render(<Screen ready={false} settled={false} />)
    window.dispatchEvent(new Event('pagehide'))
    expect(saved()).toBeNull()

    view.rerender(<Screen ready settled />)
    window.dispatchEvent(new Event('pagehide'))
    expect(saved()).toBe('/home')
    // The same going away also fires visibilitychange: one copy is enough.
    localStorage.removeItem(STORAGE_KEYS.screenSnapshot)
    window.dispatchEvent(new Event('pagehide'))
    expect(saved()).toBeNull()

    // Shown again (jsdom's page is always visible), then hidden again: a new copy.
    shownAgain()
    window.dispatchEvent(new Event('pagehide'))
    expect(saved()).toBe('/home')

    // Once the screen is gone (another one shows), hiding the page saves nothing new.
    localStorage.removeItem(STORAGE_KEYS.screenSnapshot)
    view.unmount()
    shownAgain()
    window.dispatchEvent(new Event('pagehide'))
    expect(saved()).toBeNull()
  })

  it('takes the painted copy away once the screen has settled, and is not saved over it', async () => {
    showFeedScreen()
    saveFor(null)
    openPage()
    paintScreenSnapshot(CONFIG)
    const view = render(<Screen ready={false} settled={false} />)
    expect(painted()).not.toBeNull()
    view.rerender(<Screen ready settled />)
    await releaseScreenSnapshot()
    expect(painted()).toBeNull()
    expect(document.getElementById(SNAPSHOT_DOM.style)).toBeNull()
    expect(document.documentElement.hasAttribute(SNAPSHOT_DOM.attribute)).toBe(false)
    view.unmount()
  })
})
