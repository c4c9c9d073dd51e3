/**
 * Who is asking, as services need it: nobody (a guest) or a user with their entitlements.
 * Filled by the auth plugin; services never read the request themselves.
 */
export type Viewer = {
  userId: number | null
  isMember: boolean
}

export const GUEST: Viewer = { userId: null, isMember: false }
