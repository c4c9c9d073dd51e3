/**
 * Who is asking, as services need it: nobody (a guest) or a user with their entitlements.
 * Filled by the auth plugin; services never read the request themselves.
 */
export type Viewer = {
  userId: number | null
  isMember: boolean
  /** The user is a creator (webstar) with a creator profile of their own. */
  isWebstar: boolean
  /** The creator profile of a webstar user; null otherwise. */
  modelId: number | null
  /** The session the access token belongs to; null for guests. */
  sessionId: string | null
}

export const GUEST: Viewer = { userId: null, isMember: false, isWebstar: false, modelId: null, sessionId: null }
