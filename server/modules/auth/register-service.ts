/**
 * Registration: the body rules are the contract's; here the server-only rules
 * (captcha, username and e-mail not in use, the finish token's record) and the auto-login.
 */
import type { UnfinishedUser } from '../../../contract/schemas/user'
import { AppError, type FieldIssue } from '../../lib/app-error'
import { isUniqueViolation } from '../../lib/executor'
import { findUserByEmail, insertUser, isUsernameAvailable } from '../users/index'
import { invalidTokenError } from './account-state'
import type { AuthContext } from './context'
import { mailToken } from './email-service'
import { hashToken } from './opaque-token'
import { hashPassword } from './password'
import { type IssuedSession, issueSession, openSession } from './session-service'
import { consumeUnfinishedUser, findOpenUnfinishedUser } from './unfinished-user-repository'

export type RegisterRequest = {
  email: string
  username: string
  password: string
  recaptcha?: string | undefined
  finish_token?: string | undefined
  /** The guest purchase the finish link came from; must be the unfinished registration's. */
  payment_id?: number | undefined
}

const NOT_IN_USE: FieldIssue[] = [{ message: 'not_in_use' }]

export async function register(
  ctx: AuthContext,
  body: RegisterRequest,
  userAgent: string | null,
): Promise<IssuedSession> {
  await ctx.captcha.verify(body.recaptcha)
  const now = ctx.clock()

  const unfinished = body.finish_token
    ? await findOpenUnfinishedUser(ctx.db, hashToken(body.finish_token), now)
    : undefined
  if (body.finish_token) {
    // The prefilled fields are locked in the form; the server holds them to it.
    const matches = unfinished?.email === body.email && (!unfinished.username || unfinished.username === body.username)
    if (!matches) throw invalidTokenError('finish_token', 'finish token does not match')
  }
  if (body.payment_id !== undefined) {
    if (!unfinished) throw new AppError('validation_failed', { issues: { payment_id: [{ message: 'invalid' }] } })
    await ctx.guestPurchases.check(ctx.db, body.payment_id, unfinished.id)
  }

  const issues: Record<string, FieldIssue[]> = {}
  const [isAvailable, holder] = await Promise.all([
    isUsernameAvailable(ctx.db, body.username),
    findUserByEmail(ctx.db, body.email),
  ])
  if (!isAvailable) issues.username = NOT_IN_USE
  if (holder) issues.email = NOT_IN_USE
  if (Object.keys(issues).length > 0) throw new AppError('validation_failed', { issues })

  const passwordHash = await hashPassword(body.password)
  const opened = await ctx.db
    .transaction(async (tx) => {
      const user = await insertUser(tx, { username: body.username, email: body.email, passwordHash, createdAt: now })
      if (unfinished && !(await consumeUnfinishedUser(tx, unfinished.id, user.id, now))) {
        throw invalidTokenError('finish_token', 'finish token used concurrently')
      }
      // What the guest bought becomes the new user's before the session reads them.
      if (unfinished) await ctx.guestPurchases.attach(tx, { unfinishedUserId: unfinished.id, userId: user.id, now })
      // The registration's own session is the one login allowed before the e-mail is verified.
      return openSession(tx, { userId: user.id, method: 'register', userAgent, now })
    })
    .catch((error: unknown) => {
      // Two registrations racing for one name: the loser hears what the check would have said.
      if (isUniqueViolation(error, 'users_username_unique')) {
        throw new AppError('validation_failed', { issues: { username: NOT_IN_USE } })
      }
      if (isUniqueViolation(error, 'users_email_unique')) {
        throw new AppError('validation_failed', { issues: { email: NOT_IN_USE } })
      }
      throw error
    })
  ctx.audit('auth.register', { userId: opened.user.id })
  await mailToken(ctx, opened.user, 'verify_email')
  return issueSession(ctx, opened, now)
}

/** `GET /api/unavailable_usernames`: a non-empty list means taken. */
export async function listUnavailableUsernames(ctx: AuthContext, username: string): Promise<{ username: string }[]> {
  if (username === '') return []
  return (await isUsernameAvailable(ctx.db, username)) ? [] : [{ username }]
}

export async function listUnavailableEmails(ctx: AuthContext, email: string): Promise<{ email: string }[]> {
  if (email === '') return []
  return (await findUserByEmail(ctx.db, email)) ? [{ email }] : []
}

/** The unfinished user behind a finish link, while it is open; an empty list otherwise. */
export async function listUnfinishedUsers(ctx: AuthContext, finishToken: string): Promise<UnfinishedUser[]> {
  const row = await findOpenUnfinishedUser(ctx.db, hashToken(finishToken), ctx.clock())
  return row ? [{ email: row.email, finish_token: finishToken, username: row.username }] : []
}
