/**
 * What a logout wipes from this device besides the session and the user's saved data: each feature
 * that keeps something of the user's outside them registers its cleanup here when its module loads,
 * so the logout needs to know none of them.
 */
import { getSession } from '../../api/session'
import { wipeUserData } from '../../offline/wipe'
import { forgetIntent } from './after-login'

type Cleanup = () => void

const cleanups = new Set<Cleanup>()

/** Adds a cleanup the logout runs; returns a function that removes it again. */
export function onLogout(cleanup: Cleanup): () => void {
  cleanups.add(cleanup)
  return () => cleanups.delete(cleanup)
}

/**
 * Clears what the signed-in user left on this device: every registered cleanup (one failing stops
 * none of the others), the action waiting for a login, and the user's saved data.
 */
export async function wipeOnLogout(userId = getSession().user?.id ?? null): Promise<void> {
  for (const cleanup of cleanups) {
    try {
      cleanup()
    } catch {
      // A cleanup that fails leaves its own data behind, never the others'.
    }
  }
  forgetIntent()
  if (userId !== null) await wipeUserData(userId)
}
