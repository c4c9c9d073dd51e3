/**
 * Pages and the service worker: every page comes from the server, rendered; the worker keeps a copy
 * of each page visited and, for pages it has no copy of, the app shell (a document that renders any
 * page in the browser from the saved cache). Shared by the server (which serves the shell), the
 * worker and the build (which precaches it).
 */
export const APP_SHELL_PATH = '/app-shell'

/**
 * How long a navigation waits for the server before the worker answers with its copy: long enough
 * for a slow but working connection to bring the fresh page, short enough that lie-fi (a network
 * that takes requests and never answers) does not hold a page that is on the device.
 */
export const NAVIGATION_DEADLINE_MS = 2500

/**
 * The mark the worker writes into a page's saved copy when it answers with it (a `<meta>` of this
 * name in its head): the app then knows the data in the page is as old as the copy, not fresh from
 * the server, and reads it again (showing the copy meanwhile, and saying so if the server is away).
 */
export const SAVED_COPY_MARK = 'velvet-saved-copy'

/**
 * The event the app dispatches on `window` for each of React's recoverable errors (a hydration
 * mismatch among them); its detail is the error's message.
 */
export const RECOVERABLE_ERROR_EVENT = 'velvet:recoverable-error'
