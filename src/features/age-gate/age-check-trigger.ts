/**
 * What the app does with a 451 age_verification_required (see setAgeCheckRequiredHandler in
 * api/client): opens the check screen, remembering the page to come back to. Many requests are
 * refused together (a screen's queries): only the first opens it, and nothing happens on the screen
 * itself.
 */
import { AGE_CHECK_PATH } from '../../../contract/schemas/age-check'

export function isAgeCheckPath(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? ''
  return path === AGE_CHECK_PATH || path === `${AGE_CHECK_PATH}/`
}

export type AgeCheckTriggerOptions = {
  /** Where the visitor is now: path, search and hash (the router's `latestLocation.href`). */
  currentHref: () => string
  /** Opens the check screen, remembering `from` to come back to. */
  openCheck: (from: string) => Promise<unknown> | undefined
}

export function createAgeCheckTrigger({ currentHref, openCheck }: AgeCheckTriggerOptions): () => void {
  let isOpening = false
  return function openCheckOnce() {
    const href = currentHref()
    if (isOpening || isAgeCheckPath(href)) return
    isOpening = true
    const done = () => {
      isOpening = false
    }
    Promise.resolve(openCheck(href)).then(done, done)
  }
}
