/// <reference lib="dom" />
/**
 * A signed-in visitor's session, renewed while the app's code is still on its way (issue 13). The
 * app's first requests (a member's feed, a watch page's movie and its signed video URL) wait for
 * the access token, which only the refresh cookie can give after a page load. Sent by the app, the
 * refresh left once its code had arrived and run (0.8–1.1 s into a first visit on fast 4G); sent
 * from the page itself, it leaves with the HTML, and its answer is there when the app asks.
 *
 * `startEarlyRefresh` runs inline in the page, right after the first-paint script has set the
 * language, the theme and the gate (scripts/first-paint.ts inlines it from its source text), so it
 * must use nothing from outside its own body and must never throw. It holds the same browser-wide
 * lock as the app's refreshes (session-manager.ts) until the answer's headers, and so its new
 * cookie, have arrived: no other tab presents the old cookie meanwhile. The app takes the answer
 * once (`takeEarlyRefresh`) and reads it as it reads its own.
 */

/** How long a refresh may take at start before it counts as unanswered (the session then resumes offline). */
export const REFRESH_TIMEOUT_MS = 8_000

export type EarlyRefreshConfig = {
  /** The refresh endpoint's path, on this origin. */
  path: string
  /** Local storage's hint that someone was signed in (never a token). */
  hintKey: string
  lock: string
  timeoutMs: number
  /** The socket id header: the refresh carries the tab's id like every other request (early-socket-id.ts). */
  socketIdHeader: string
}

type EarlyWindow = Window & { __velvetEarlyRefresh?: Promise<Response>; __velvetSocketId?: string }

export function startEarlyRefresh(config: EarlyRefreshConfig): void {
  try {
    const root = document.documentElement
    // The gate shows: the app starts only once it is passed, and refreshes then itself.
    if (root.getAttribute('data-gate') !== 'open') return
    if (!localStorage.getItem(config.hintKey)) return
    if (!navigator.locks || typeof AbortController === 'undefined') return
    const query = [`lang=${encodeURIComponent(root.lang)}`]
    const theme = root.getAttribute('data-theme')
    if (theme) query.push(`site_type=${encodeURIComponent(theme)}`)
    const pinned = sessionStorage.getItem('zp-server')
    if (pinned) query.push(`zp-server=${encodeURIComponent(pinned)}`)
    const aborter = new AbortController()
    // The deadline covers the body too (the app reads it): no answer is taken as no answer.
    setTimeout(() => aborter.abort(), config.timeoutMs)
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': root.lang }
    const socketId = (window as EarlyWindow).__velvetSocketId
    if (socketId) headers[config.socketIdHeader] = socketId
    const answer = navigator.locks.request(config.lock, () =>
      fetch(`${config.path}?${query.join('&')}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers,
        signal: aborter.signal,
      }),
    )
    // Handled by the app when it takes it; a page that never starts the app must not log a failure.
    answer.catch(() => undefined)
    ;(window as EarlyWindow).__velvetEarlyRefresh = answer
  } catch {
    // Storage or locks unavailable: the app refreshes as it always did.
  }
}

/** The page's early refresh, handed over once; later refreshes are the app's own. */
export function takeEarlyRefresh(): Promise<Response> | undefined {
  const early = window as EarlyWindow
  const answer = early.__velvetEarlyRefresh
  early.__velvetEarlyRefresh = undefined
  return answer
}
