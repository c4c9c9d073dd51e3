import { usePostLikeSync } from '../../features/posts'

/**
 * Answers of queued post likes settle the cached feeds, whichever screen is open (posts are on most
 * screens). Movies and follows settle from their own screens (watch page, profile, webstars tab),
 * which keeps their code out of the first load.
 */
export function OutboxSync() {
  usePostLikeSync()
  return null
}
