/**
 * The offline outbox: writes the user made that still have to reach the
 * server. Page and service worker share this module (and its IndexedDB store) so either can queue,
 * list and replay. Each action carries its Idempotency-Key from the moment it is queued, so however
 * often it is replayed the server applies it once.
 */

export const OUTBOX_KINDS = [
  'post_like',
  'movie_like',
  'movie_favorite',
  'follow',
  'comment',
  'comment_delete',
  'report',
  'chat_message',
] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

export type OutboxAction = {
  /** Also the Idempotency-Key sent with every attempt. */
  id: string
  userId: number
  kind: OutboxKind
  /**
   * What the action is about. Toggles of the same target replace each other (the net result is
   * sent); other kinds use their own id so they never merge.
   */
  target: string
  method: 'POST' | 'DELETE'
  /** Where it goes: the write base and the query every request carries (lang, site_type…) included. */
  path: string
  /** Headers every request carries, fixed when it was queued (Accept-Language). */
  headers?: Record<string, string>
  body: unknown
  /** Toggles: the state the server had before the first queued change, to drop net-zero changes. */
  baseline?: boolean
  /** Toggles: the state this action sets. */
  desired?: boolean
  createdAt: number
  attempts: number
  status: 'pending' | 'failed'
  /** Why it failed for good (shown to the user, who may retry or discard it). */
  failure?: { status: number; code: string }
}

export type ToggleKind = 'post_like' | 'movie_like' | 'movie_favorite' | 'follow'

export function isToggle(kind: OutboxKind): kind is ToggleKind {
  return kind === 'post_like' || kind === 'movie_like' || kind === 'movie_favorite' || kind === 'follow'
}

/**
 * Changes that roll back when the server answers with an error of its own, instead of waiting to be
 * sent again: a movie's like and favourite. The user is told, and may
 * send the change again. A gateway saying the server is away (502, 503, 504) is not such an answer.
 */
export function rollsBackOnServerError(kind: OutboxKind, status: number): boolean {
  return (kind === 'movie_like' || kind === 'movie_favorite') && status >= 500 && ![502, 503, 504].includes(status)
}

/**
 * What to do when a toggle is queued while another change of the same target is still waiting:
 * the newest desired state wins; when it equals the state the server already has, nothing needs
 * sending ("like then unlike while offline sends the net result", here: nothing).
 */
export function mergeToggle(
  queued: OutboxAction | undefined,
  next: { desired: boolean; baseline: boolean },
): { action: 'add' } | { action: 'replace'; baseline: boolean } | { action: 'drop' } {
  if (queued?.status !== 'pending') return next.desired === next.baseline ? { action: 'drop' } : { action: 'add' }
  const baseline = queued.baseline ?? next.baseline
  return next.desired === baseline ? { action: 'drop' } : { action: 'replace', baseline }
}

/** Messages on the `velvet-outbox` BroadcastChannel between the worker and the pages. */
export type OutboxEvent =
  | { type: 'outbox:changed' }
  | { type: 'outbox:done'; id: string; kind: OutboxKind; target: string; status: number; body: unknown }
  | {
      type: 'outbox:failed'
      id: string
      kind: OutboxKind
      target: string
      /** Toggles: the state that was not applied (what to roll back from). */
      desired?: boolean
      status: number
      code: string
    }

export const OUTBOX_CHANNEL = 'velvet-outbox'
/** Background Sync tag of the outbox. */
export const OUTBOX_SYNC_TAG = 'velvet-outbox'
/** Web Locks: one replay at a time across tabs and the worker. */
export const OUTBOX_REPLAY_LOCK = 'velvet-outbox-replay'
/** Web Locks: one session refresh at a time (the server ends a session whose refresh token is reused). */
export const SESSION_REFRESH_LOCK = 'velvet-session-refresh'
