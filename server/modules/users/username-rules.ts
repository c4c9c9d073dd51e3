import { isReservedUsername } from '../../../contract/reserved-usernames'
import type { Executor } from '../../lib/executor'
import { findUserByUsername, isCreatorUsername } from './repository'

/**
 * Whether a (lowercased) username can be taken: not a reserved route name, not a creator's
 * username (profiles live at `/{username}`), and not another user's.
 */
export async function isUsernameAvailable(db: Executor, username: string): Promise<boolean> {
  if (isReservedUsername(username)) return false
  const [user, isCreator] = await Promise.all([findUserByUsername(db, username), isCreatorUsername(db, username)])
  return user === undefined && !isCreator
}
