/**
 * Sends the queued actions, oldest first, each with its Idempotency-Key. Used by the service
 * worker (Background Sync, start, messages) and by the page where there is no worker. A fresh
 * access token is obtained before anything is sent.
 *
 * Outcomes per action: 2xx (and 208 "already reported") → done and removed; 401 → the session
 * ended: kept as failed and shown to the user, never dropped silently; another 4xx → failed for
 * good (shown); a server error on a change that rolls back (rollsBackOnServerError) → failed too;
 * a network error or another 5xx → stop here and let the caller retry later.
 */
import { observationOf, REQUEST_TIMEOUT_MS } from '../reachability'
import { IDEMPOTENCY_RETENTION_DAYS } from '../schemas/idempotency'
import { OUTBOX_REPLAY_LOCK, type OutboxAction, type OutboxEvent, rollsBackOnServerError } from './action'
import { deleteAction, listActions, putAction } from './store'

/**
 * Actions older than this are not sent on their own: the server forgets an idempotency key after
 * IDEMPOTENCY_RETENTION_DAYS, after which a replay could apply twice. They are shown to the user
 * (code `expired`), who may send them again as new actions.
 */
export const OUTBOX_MAX_AGE_MS = (IDEMPOTENCY_RETENTION_DAYS - 1) * 24 * 3600 * 1000

export type ReplayDeps = {
  /** A valid access token for `userId`, or null when there is no session. */
  getAccessToken: (userId: number) => Promise<string | null>
  fetch: typeof fetch
  publish: (event: OutboxEvent) => void
  /** Told whether the server answered each request (contract/reachability). */
  /** What the request said about the server; `sentAt` is when it was sent (contract/reachability). */
  observe?: (observation: 'answer' | 'no-answer', sentAt: number) => void
  /** How long one request may go without an answer (default REQUEST_TIMEOUT_MS). */
  timeoutMs?: number
  now?: () => number
}

export class ReplayInterrupted extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'ReplayInterrupted'
  }
}

type LockManagerLike = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> }

/** One replay at a time across the tabs and the worker. */
export function withReplayLock<T>(locks: LockManagerLike | undefined, task: () => Promise<T>): Promise<T> {
  return locks ? locks.request(OUTBOX_REPLAY_LOCK, task) : task()
}

export async function replayOutbox(deps: ReplayDeps): Promise<{ sent: number; failed: number }> {
  const pending = (await listActions()).filter((action) => action.status === 'pending')
  let sent = 0
  let failed = 0
  const now = deps.now?.() ?? Date.now()
  for (const action of pending) {
    if (now - action.createdAt > OUTBOX_MAX_AGE_MS) {
      await markFailed(action, 410, 'expired', deps)
      failed++
      continue
    }
    const token = await deps.getAccessToken(action.userId)
    if (!token) {
      await markFailed(action, 401, 'unauthenticated', deps)
      failed++
      continue
    }
    const outcome = await send(action, token, deps)
    if (outcome === 'done') sent++
    else failed++
  }
  return { sent, failed }
}

async function send(action: OutboxAction, token: string, deps: ReplayDeps): Promise<'done' | 'failed'> {
  // A server that never answers must not hold the queue (and its lock) forever: give up, retry later.
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), deps.timeoutMs ?? REQUEST_TIMEOUT_MS)
  let response: Response
  const sentAt = Date.now()
  let body: unknown
  try {
    response = await deps.fetch(action.path, {
      method: action.method,
      headers: {
        ...action.headers,
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': action.id,
        // A JSON content type without a body is refused by the server: only with a body.
        ...(action.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Accept: 'application/json',
      },
      body: action.body === undefined ? undefined : JSON.stringify(action.body),
      credentials: 'same-origin',
      signal: deadline.signal,
    })
    body = await response.json().catch(() => undefined)
  } catch {
    deps.observe?.('no-answer', sentAt)
    await putAction({ ...action, attempts: action.attempts + 1 })
    throw new ReplayInterrupted('network')
  } finally {
    clearTimeout(timer)
  }
  deps.observe?.(observationOf(response), sentAt)
  if (response.ok || response.status === 208) {
    await deleteAction(action.id)
    deps.publish({
      type: 'outbox:done',
      id: action.id,
      kind: action.kind,
      target: action.target,
      status: response.status,
      body,
    })
    return 'done'
  }
  if ((response.status >= 500 && !rollsBackOnServerError(action.kind, response.status)) || response.status === 429) {
    await putAction({ ...action, attempts: action.attempts + 1 })
    throw new ReplayInterrupted(`server ${response.status}`)
  }
  const code =
    typeof body === 'object' && body !== null && 'code' in body ? String((body as { code: unknown }).code) : 'rejected'
  await markFailed(action, response.status, code, deps)
  return 'failed'
}

async function markFailed(action: OutboxAction, status: number, code: string, deps: ReplayDeps) {
  await putAction({ ...action, attempts: action.attempts + 1, status: 'failed', failure: { status, code } })
  deps.publish({
    type: 'outbox:failed',
    id: action.id,
    kind: action.kind,
    target: action.target,
    ...(action.desired === undefined ? {} : { desired: action.desired }),
    status,
    code,
  })
}
