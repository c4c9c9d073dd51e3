/** The auth module as other modules see it. */
export { readMediaSession } from './media-cookie'
export { hashToken } from './opaque-token'
export { authenticateAccessToken, type SessionContext, viewerOfSession } from './session-service'
export { findOpenUnfinishedUser } from './unfinished-user-repository'
export { createUnfinishedUser } from './unfinished-users'
