/**
 * When a page the server rendered is hydrated whole. React commits the page first and hydrates each
 * Suspense boundary of it after, in a pass of its own: the route's lazily loaded screen, a feature's
 * entry point (once its words are here). Until then such a part keeps the server's HTML, and it
 * hydrates with what the query cache holds at that moment. So the saved copy of the cache and a
 * member's own answers go in only after the whole page is hydrated: put in before, they would have
 * that part render other content than its HTML (a mismatch React recovers from only by drawing the
 * part again in the browser).
 */
import { countScreensWhileHydrating, whenWaitingScreensDrawn } from '../features/language'

/** A route's component; a lazily loaded screen says when it is first on screen (routes/lazy-screen.ts). */
export type PageComponent = { whenDrawn?: () => Promise<void> } | undefined

/** A part that never comes (the page ends in an error screen instead) holds nothing back after this. */
const DEADLINE_MS = 10_000

/** Resolves once the main thread is idle (React has no hydration work left that is not waiting). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 })
    else setTimeout(resolve, 50)
  })
}

async function whenDrawn(components: PageComponent[]): Promise<void> {
  await Promise.all(components.map((component) => component?.whenDrawn?.()))
  // Each boundary hydrates in a pass of its own, and may hold more: done when a quiet moment finds
  // none waiting.
  do await whenIdle()
  while (await whenWaitingScreensDrawn())
}

export type PageHydration = {
  /** The page's first commit is done (hydrateRoot's tree is on screen, its waiting parts aside). */
  committed: () => void
  /** Resolves once every part of the page is hydrated: first commit, its screens, their words. */
  whenHydrated: () => Promise<void>
}

/**
 * Made before the page is hydrated. `pageComponents` names the components of the routes the page
 * was rendered for, read after the first commit.
 */
export function createPageHydration(pageComponents: () => PageComponent[]): PageHydration {
  countScreensWhileHydrating(true)
  let committed = () => {}
  const firstCommit = new Promise<void>((resolve) => {
    committed = resolve
  })
  const deadline = () => new Promise<void>((resolve) => setTimeout(resolve, DEADLINE_MS))
  const hydrated = firstCommit
    .then(() => Promise.race([whenDrawn(pageComponents()), deadline()]))
    .finally(() => countScreensWhileHydrating(false))
  return { committed, whenHydrated: () => hydrated }
}
