/**
 * A fresh access token for replays (never a token captured when the action was
 * queued). An open page of the user is asked first: it owns the session and refreshes it under the
 * shared lock. With no page open, the worker refreshes the session itself with the cookie, under the
 * same Web Lock, so two refreshes never present the same refresh token.
 */
import { SESSION_REFRESH_LOCK } from '../contract/outbox/action'
import { ReplayInterrupted } from '../contract/outbox/replay'
import { newSocketId, SOCKET_ID_HEADER } from '../contract/socket-id-header'
import { GET_ACCESS_TOKEN } from './messages'

/** `unavailable`: signed in, but the page could not get a token right now (e.g. its refresh failed). */
type TokenAnswer = { token: string | null; userId: number | null; unavailable?: boolean }

const PAGE_ANSWER_TIMEOUT_MS = 3000

/** The worker's own requests carry a socket id like a tab's; it has no socket, so no echo to spare. */
const WORKER_SOCKET_ID = newSocketId()

export function askPageForToken(client: {
  postMessage: (message: unknown, transfer: Transferable[]) => void
}): Promise<TokenAnswer | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(null), PAGE_ANSWER_TIMEOUT_MS)
    channel.port1.onmessage = (event: MessageEvent<TokenAnswer>) => {
      clearTimeout(timer)
      resolve(event.data)
    }
    client.postMessage({ type: GET_ACCESS_TOKEN }, [channel.port2])
  })
}

export async function refreshInWorker(fetchImpl: typeof fetch, locks: LockManager | undefined): Promise<TokenAnswer> {
  const refresh = async (): Promise<TokenAnswer> => {
    // A network error rejects here: the replay stops and is tried again later.
    const response = await fetchImpl('/api/auth/refresh', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', [SOCKET_ID_HEADER]: WORKER_SOCKET_ID },
    })
    // Refused: the session is over. Anything else (429, 5xx) says nothing about it: try later.
    if (response.status === 401 || response.status === 403) return { token: null, userId: null }
    if (!response.ok) throw new ReplayInterrupted(`refresh ${response.status}`)
    const body = (await response.json()) as { data?: { access_token?: string; user?: { id?: number } } }
    return { token: body.data?.access_token ?? null, userId: body.data?.user?.id ?? null }
  }
  return locks ? locks.request(SESSION_REFRESH_LOCK, refresh) : refresh()
}

/**
 * The token for `userId`: from a page if one is open, else by refreshing; null if that user's session
 * is gone. Throws (the replay waits for a later try) when the session may live but no token can be had now.
 */
export async function getReplayToken(
  userId: number,
  deps: { clients: Clients; fetch: typeof fetch; locks: LockManager | undefined },
): Promise<string | null> {
  const windows = await deps.clients.matchAll({ type: 'window' })
  for (const client of windows) {
    const answer = await askPageForToken(client)
    if (!answer) continue
    if (answer.userId !== userId) return null
    if (answer.unavailable) throw new ReplayInterrupted('no token right now')
    return answer.token
  }
  const answer = await refreshInWorker(deps.fetch, deps.locks)
  return answer.userId === userId ? answer.token : null
}
