/** The users module as other modules see it. */
export {
  extendMembership,
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
