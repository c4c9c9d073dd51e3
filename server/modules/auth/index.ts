/** The auth module as other modules see it. */
export { MEDIA_COOKIE, readMediaSession } from './media-cookie'
export { hashToken } from './opaque-token'
export { REFRESH_COOKIE } from './refresh-cookie'
export { authenticateAccessToken, type SessionContext, viewerOfSession } from './session-service'
export { findOpenUnfinishedUser } from './unfinished-user-repository'
export { createUnfinishedUser } from './unfinished-users'
