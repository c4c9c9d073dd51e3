/** The page ↔ worker protocol. */
export const SKIP_WAITING = 'SKIP_WAITING'
export const REPLAY_OUTBOX = 'REPLAY_OUTBOX'
/** Worker → page: "give me a valid access token for this user" (answered on the message port). */
export const GET_ACCESS_TOKEN = 'GET_ACCESS_TOKEN'
/** Page → worker: the app is in view; the badge stops counting the new posts (contract/app-badge.ts). */
export const CLEAR_BADGE = 'CLEAR_BADGE'

type Message = { type?: unknown }

function typeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as Message).type : undefined
}

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeOf(data) === SKIP_WAITING
}

export function isReplayMessage(data: unknown): boolean {
  return typeOf(data) === REPLAY_OUTBOX
}

export function isClearBadgeMessage(data: unknown): boolean {
  return typeOf(data) === CLEAR_BADGE
}
