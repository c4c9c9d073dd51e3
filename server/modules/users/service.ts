/** The signed-in user's own account. */
import type { Locale } from '../../../contract/languages'
import type { User } from '../../../contract/schemas/user'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/executor'
import type { FileStorage } from '../storage/index'
import { removeAvatar, storeAvatar, toAvatar } from './avatar'
import { findUserById, type UserRow, updateUser, updateUsernameOnce } from './repository'
import { toUser } from './serialize'
import { isUsernameAvailable } from './username-rules'

export type UsersContext = { db: Db; clock: Clock; storage: FileStorage }

const notInUse = () => new AppError('validation_failed', { issues: { username: [{ message: 'not_in_use' }] } })

async function loadUser(ctx: UsersContext, userId: number): Promise<UserRow> {
  const row = await findUserById(ctx.db, userId)
  // The session was live a moment ago; a user deleted since is signed out.
  if (!row) throw new AppError('unauthenticated', { detail: 'user vanished' })
  return row
}

function updated(ctx: UsersContext, row: UserRow | undefined): User {
  if (!row) throw new AppError('unauthenticated', { detail: 'user vanished' })
  return toUser(row, ctx.clock())
}

export async function getMe(ctx: UsersContext, userId: number): Promise<User> {
  return toUser(await loadUser(ctx, userId), ctx.clock())
}

export async function setLastLanguage(ctx: UsersContext, userId: number, code: Locale): Promise<void> {
  updated(ctx, await updateUser(ctx.db, userId, { lastLangCode: code }))
}

/** The one username change: lowercase (by the schema), free, and only once (then 409). */
export async function changeUsername(ctx: UsersContext, userId: number, username: string): Promise<User> {
  const user = await loadUser(ctx, userId)
  if (user.usernameUpdated) throw new AppError('conflict', { detail: 'username already changed once' })
  if (!(await isUsernameAvailable(ctx.db, username))) throw notInUse()
  try {
    const row = await updateUsernameOnce(ctx.db, userId, username)
    if (!row) throw new AppError('conflict', { detail: 'username changed concurrently' })
    return toUser(row, ctx.clock())
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_unique')) throw notInUse()
    throw error
  }
}

export async function setEmailNotifications(ctx: UsersContext, userId: number, isEnabled: boolean): Promise<boolean> {
  return updated(ctx, await updateUser(ctx.db, userId, { chatEmailNotifications: isEnabled })).chat_email_notifications
}

export async function setProfilePicture(ctx: UsersContext, userId: number, upload: Buffer): Promise<User> {
  const previous = await loadUser(ctx, userId)
  const image = await toAvatar(upload)
  const url = await storeAvatar(ctx.storage, userId, image)
  const row = await updateUser(ctx.db, userId, { profilePic: url })
  await removeAvatar(ctx.storage, previous.profilePic)
  return updated(ctx, row)
}
