/**
 * Navigations: the server's page when it answers within the deadline, and a
 * copy of it kept for later; past the deadline or offline, the copy of that page if it was visited
 * before, else the app shell, which renders the page from the saved query cache. Only pages the
 * server rendered in full are kept (200, HTML): they are public pages, the same for everyone.
 */
import { matchPrecache } from 'workbox-precaching'
import { RUNTIME_CACHES } from '../contract/cache-names'
import { APP_SHELL_PATH, NAVIGATION_DEADLINE_MS, SAVED_COPY_MARK } from '../contract/pages'

const PAGES = RUNTIME_CACHES.pages
/** Pages kept: the most recent ones; older ones are dropped as new ones come. */
const MAX_PAGES = 60

/** A page's copy is found by its address, whatever the request's other details. */
function keyOf(url: string): string {
  const address = new URL(url)
  address.hash = ''
  return address.href
}

function isFullPage(response: Response): boolean {
  return response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html')
}

async function keep(url: string, response: Response): Promise<void> {
  const cache = await caches.open(PAGES)
  await cache.delete(keyOf(url))
  await cache.put(keyOf(url), response)
  const keys = await cache.keys()
  // Cache keys come in insertion order: the first ones are the oldest.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((key) => cache.delete(key)))
}

/** A page's copy, marked as one (SAVED_COPY_MARK) so that the app reads its data again. */
async function markedCopy(page: Response): Promise<Response> {
  const html = (await page.text()).replace('</head>', `<meta name="${SAVED_COPY_MARK}" content="">\n</head>`)
  const headers = new Headers(page.headers)
  // The text is new: its length is not the copy's, and it is not compressed.
  headers.delete('content-length')
  headers.delete('content-encoding')
  return new Response(html, { status: page.status, statusText: page.statusText, headers })
}

async function savedCopy(url: string): Promise<Response | undefined> {
  const page = await (await caches.open(PAGES)).match(keyOf(url))
  return page ? await markedCopy(page) : await matchPrecache(APP_SHELL_PATH)
}

export async function answerNavigation(request: Request, waitUntil: (work: Promise<unknown>) => void) {
  const fromNetwork = fetch(request).then((response) => {
    if (isFullPage(response)) waitUntil(keep(request.url, response.clone()).catch(() => undefined))
    return response
  })
  waitUntil(fromNetwork.catch(() => undefined))
  let timer: ReturnType<typeof setTimeout> | undefined
  const pastDeadline = new Promise<Response | undefined>((resolve) => {
    timer = setTimeout(() => resolve(savedCopy(request.url)), NAVIGATION_DEADLINE_MS)
  })
  try {
    // The saved copy wins only once the deadline has passed, and only if there is one.
    const first = await Promise.race([fromNetwork, pastDeadline])
    return first ?? (await fromNetwork)
  } catch {
    return (await savedCopy(request.url)) ?? Response.error()
  } finally {
    clearTimeout(timer)
  }
}

/** A new version of the app: pages kept by the old one name files it no longer has. */
export function forgetPages(): Promise<boolean> {
  return caches.delete(PAGES)
}
