/// <reference lib="dom" />
/**
 * A guest's first reads, sent by the page itself (issue 13). The app asks for /home's carousel and
 * first posts only once its code has arrived, run, and rendered its first frame: about 0.3 s into a
 * visit on this machine's unthrottled Chromium, 1.5–2 s on a phone on slow 4G, and the feed's first
 * picture, the page's largest, waited behind them. Sent from the page, they leave with the HTML.
 *
 * `startEarlyReads` runs inline in the page right after the first-paint script has set the language,
 * the theme and the gate (scripts/first-paint.ts inlines it from its source text, as it does
 * early-refresh.ts), so it must use nothing from outside its own body and must never throw. The
 * client (client.ts) takes an answer once, for the same address, in place of sending it again.
 *
 * Guests only: a member's reads carry their access token, which only the app has (a guest's copy of
 * the feed would lack what they liked and unlocked).
 */

export type EarlyReadsConfig = {
  /** Per page address (a regular expression's source): the reads its first screen makes, without lang and site_type. */
  routes: { path: string; reads: string[] }[]
  /** Local storage's hint that someone was signed in (never a token). */
  hintKey: string
  /** The client's deadline for an answer, body included. */
  timeoutMs: number
  /** The socket id header: the reads carry the tab's id like every other request (early-socket-id.ts). */
  socketIdHeader: string
}

type EarlyRead = { sentAt: number; answer: Promise<Response> }
type EarlyWindow = Window & { __velvetEarlyReads?: Record<string, EarlyRead>; __velvetSocketId?: string }

export function startEarlyReads(config: EarlyReadsConfig): void {
  try {
    const root = document.documentElement
    // The gate shows: the visitor may leave, and the app starts only once it is passed.
    if (root.getAttribute('data-gate') !== 'open') return
    if (localStorage.getItem(config.hintKey)) return
    // An operator's pinned backend (client.ts) is left to the app, which adds it.
    if (sessionStorage.getItem('zp-server')) return
    const theme = root.getAttribute('data-theme')
    const route = config.routes.filter((each) => new RegExp(each.path).test(location.pathname))[0]
    if (!route || !theme || typeof AbortController === 'undefined') return
    const reads: Record<string, EarlyRead> = {}
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': root.lang }
    const socketId = (window as EarlyWindow).__velvetSocketId
    if (socketId) headers[config.socketIdHeader] = socketId
    // Like every list fetch of the app, its own random token (list-token.ts; inline, so spelt here).
    headers['X-List-Token'] = Math.random().toString(36).slice(2) + Date.now().toString(36)
    for (const address of route.reads) {
      // The order client.ts writes them in: the request's own query, then lang and site_type.
      const url = `${address}${address.indexOf('?') < 0 ? '?' : '&'}lang=${encodeURIComponent(root.lang)}&site_type=${encodeURIComponent(theme)}`
      const aborter = new AbortController()
      const deadline = setTimeout(() => aborter.abort(), config.timeoutMs)
      // Read whole here, within the deadline: the app may take it long after its headers came.
      const read: EarlyRead = {
        sentAt: Date.now(),
        answer: fetch(url, {
          credentials: 'same-origin',
          headers,
          signal: aborter.signal,
        }).then((response) =>
          response.text().then((body) => {
            clearTimeout(deadline)
            return new Response(body, {
              status: response.status,
              statusText: response.statusText,
              headers: response.headers,
            })
          }),
        ),
      }
      // Handled by the app when it takes it; a page that never starts the app must not log a failure.
      read.answer.catch(() => undefined)
      reads[url] = read
    }
    ;(window as EarlyWindow).__velvetEarlyReads = reads
  } catch {
    // Storage disabled, an old browser: the app sends its reads as it always did.
  }
}

/** An answer older than this is not taken: the app would show the list as it was then. */
export const EARLY_READ_MAX_AGE_MS = 30_000

/** The page's read of this address, handed over once and only while fresh. */
export function takeEarlyRead(url: string, now = Date.now()): EarlyRead | undefined {
  const reads = (window as EarlyWindow).__velvetEarlyReads
  const read = reads?.[url]
  if (!reads || !read) return undefined
  delete reads[url]
  return now - read.sentAt <= EARLY_READ_MAX_AGE_MS ? read : undefined
}
