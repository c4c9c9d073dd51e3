/** The users module as other modules see it. */
export {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  lockUser,
  markEmailVerified,
  type UserRow,
  updateUser,
} from './repository'
export { isMembershipActive, toUser } from './serialize'
export { isUsernameAvailable } from './username-rules'
