/**
 * This tab's socket id (R-API-06), made by the page itself before anything is sent: the
 * page's own first requests (the session's refresh, a guest's first reads: early-refresh.ts,
 * early-reads.ts) carry it like every later request of the app, which takes the same id.
 *
 * `startSocketId` runs inline in the page before those scripts (scripts/first-paint.ts inlines it
 * from its source text), so it must use nothing from outside its own body and must never throw.
 */

type SocketIdWindow = Window & { __velvetSocketId?: string }

export function startSocketId(): void {
  try {
    const bytes = crypto.getRandomValues(new Uint8Array(16))
    let id = ''
    for (let index = 0; index < bytes.length; index++) id += (bytes[index] ?? 0).toString(16).padStart(2, '0')
    ;(window as SocketIdWindow).__velvetSocketId = id
  } catch {
    // No crypto: the app makes its own id when it starts, and the page's first requests go without.
  }
}

/** The id the page made, if it made one. */
export function earlySocketId(): string | undefined {
  const id = typeof window === 'undefined' ? undefined : (window as SocketIdWindow).__velvetSocketId
  return typeof id === 'string' && /^[0-9a-f]{32}$/.test(id) ? id : undefined
}
