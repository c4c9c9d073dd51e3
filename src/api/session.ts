/**
 * The signed-in session as the app sees it.
 * The access token lives in memory only; the refresh token is an httpOnly cookie the app never
 * sees. The token is treated as expired at 90% of its lifetime, refreshed before use after that,
 * and checked every 60 s. A hint in local storage (the user, never a token) says whether a refresh
 * is worth trying at start, which user's cached data to restore, and who is signed in while offline.
 */
import * as v from 'valibot'
import { type AuthSession, type User, UserSchema } from '../../contract/schemas/user'
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../lib/storage'

export type SessionStatus = 'unknown' | 'guest' | 'user'
export type SessionState = {
  status: SessionStatus
  user: User | null
  accessToken: string | null
  /** Epoch ms after which the token counts as expired: now + 0.9 × lifetime. */
  expiresAt: number
}

/** Share of the token lifetime after which it is refreshed. */
export const REFRESH_AT_SHARE = 0.9

const HintSchema = v.object({ user: UserSchema })
export type SessionHint = v.InferOutput<typeof HintSchema>

let state: SessionState = { status: 'unknown', user: null, accessToken: null, expiresAt: 0 }
const listeners = new Set<() => void>()

/**
 * Which session is the current one: it changes whenever a session ends or another user's starts
 * (not when the same session gets a new token). An answer to a request sent in an earlier session
 * must not store its user: that session is over, or belongs to someone else now.
 */
let generation = 0

function update(next: SessionState) {
  state = next
  for (const listener of listeners) listener()
}

export function getSession(): SessionState {
  return state
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function readSessionHint(): SessionHint | undefined {
  return readStored(STORAGE_KEYS.sessionHint, HintSchema)
}

export function expiryFor(expiresInSeconds: number, now = Date.now()): number {
  return now + REFRESH_AT_SHARE * expiresInSeconds * 1000
}

export function currentSessionGeneration(): number {
  return generation
}

export function startSession(session: AuthSession['data'], now = Date.now()): void {
  if (state.status !== 'user' || state.user?.id !== session.user.id) generation++
  writeStored(STORAGE_KEYS.sessionHint, { user: session.user })
  removeStored(STORAGE_KEYS.signOutNotice)
  update({
    status: 'user',
    user: session.user,
    accessToken: session.access_token,
    expiresAt: expiryFor(session.expires_in, now),
  })
}

/**
 * Taken before a request whose answer carries the signed-in user (the account, a changed username):
 * stores that answer as the session's user, unless the session it was taken in has ended since.
 */
export function sessionUserUpdater(): (user: User) => void {
  const takenIn = generation
  return (user) => {
    if (state.status !== 'user' || generation !== takenIn) return
    writeStored(STORAGE_KEYS.sessionHint, { user })
    update({ ...state, user })
  }
}

/** Offline at start: the last known user stays signed in until the server can be asked. */
export function resumeOfflineSession(user: User): void {
  generation++
  update({ status: 'user', user, accessToken: null, expiresAt: 0 })
}

/**
 * Ends the session here. `code` is the server's reason when it refused the session: a stolen one
 * (its refresh token used from two devices) is remembered for the next sign-in screen to explain.
 */
export function endSession(code?: string): void {
  generation++
  if (code === 'session_stolen') writeStored(STORAGE_KEYS.signOutNotice, 'stolen')
  removeStored(STORAGE_KEYS.sessionHint)
  update({ status: 'guest', user: null, accessToken: null, expiresAt: 0 })
}

/** 'stolen' when the last session was ended because someone else used it, until the next sign-in. */
export function readSignOutNotice(): 'stolen' | undefined {
  return readStored(STORAGE_KEYS.signOutNotice, v.literal('stolen'))
}

export function isTokenFresh(now = Date.now()): boolean {
  return state.accessToken !== null && now < state.expiresAt
}
