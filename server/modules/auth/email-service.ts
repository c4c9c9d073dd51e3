/**
 * E-mail flows: verification and password recovery. Requests for a mail always answer
 * success; tokens are single use, expire, and a new recovery mail retires the older links.
 */
import type { EmailTokenPurpose } from '../../db/schema/index'
import { AppError } from '../../lib/app-error'
import { sendAccountMail } from '../mail/index'
import { findUserByEmail, markEmailVerified, type UserRow, updateUser } from '../users/index'
import { invalidTokenError, mailLocale } from './account-state'
import type { AuthContext } from './context'
import { consumeEmailToken, insertEmailToken, latestEmailTokenAt, retireEmailTokens } from './email-token-repository'
import { clearFailures, lockoutKey } from './lockout'
import { createOpaqueToken, hashToken } from './opaque-token'
import { hashPassword } from './password'
import { AUTH_POLICY } from './policy'
import { type IssuedSession, issueSession, openSession } from './session-service'

const LIFETIME: Record<EmailTokenPurpose, number> = {
  verify_email: AUTH_POLICY.verifyEmailMs,
  recover_password: AUTH_POLICY.recoverPasswordMs,
}

/**
 * Creates a token and mails its link, unless a mail of this kind went to the user within the
 * cooldown (so the endpoint cannot be used to flood a mailbox).
 */
export async function mailToken(ctx: AuthContext, user: UserRow, purpose: EmailTokenPurpose): Promise<void> {
  if (!user.email) return
  const now = ctx.clock()
  const latest = await latestEmailTokenAt(ctx.db, user.id, purpose)
  if (latest && now.getTime() - latest.getTime() < AUTH_POLICY.mailCooldownMs) return
  const { token, hash } = createOpaqueToken()
  const expiresAt = new Date(now.getTime() + LIFETIME[purpose])
  await ctx.db.transaction(async (tx) => {
    if (purpose === 'recover_password') await retireEmailTokens(tx, user.id, purpose, now)
    await insertEmailToken(tx, { userId: user.id, purpose, tokenHash: hash, now, expiresAt })
  })
  sendAccountMail(ctx.mailer, ctx.log, {
    kind: purpose,
    locale: mailLocale(user, ctx.locale),
    publicUrl: ctx.publicUrl,
    user: { id: user.id, username: user.username, email: user.email },
    token,
  })
  ctx.audit(purpose === 'verify_email' ? 'auth.verification_sent' : 'auth.recovery_sent', { userId: user.id })
}

export async function verifyEmail(ctx: AuthContext, body: { email: string; token: string }): Promise<void> {
  const now = ctx.clock()
  const user = await findUserByEmail(ctx.db, body.email)
  const isConsumed = user
    ? await consumeEmailToken(ctx.db, {
        userId: user.id,
        purpose: 'verify_email',
        tokenHash: hashToken(body.token),
        now,
      })
    : false
  if (!user || !isConsumed) {
    ctx.audit('auth.token_rejected', { userId: user?.id ?? null, reason: 'verify_email' })
    throw invalidTokenError('token', 'verification token rejected')
  }
  await markEmailVerified(ctx.db, user.id, now)
  ctx.audit('auth.email_verified', { userId: user.id })
}

/** Always succeeds: whether a mail went out is not the caller's business. */
export async function sendVerificationEmail(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email)
  if (user && !user.emailVerifiedAt) await mailToken(ctx, user, 'verify_email')
}

/** Always succeeds (the account screen shows success regardless). */
export async function sendRecoverEmail(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email)
  if (user && !user.bannedAt && !user.disabledAt) await mailToken(ctx, user, 'recover_password')
}

/**
 * Sets a new password with a recovery token, then signs in (auto-login). Following the
 * link proves the mailbox, so the e-mail counts as verified; every other session is revoked.
 */
export async function recoverPassword(
  ctx: AuthContext,
  body: { email: string; token: string; password: string; recaptcha?: string | undefined },
  userAgent: string | null,
): Promise<IssuedSession> {
  await ctx.captcha.verify(body.recaptcha)
  const now = ctx.clock()
  const user = await findUserByEmail(ctx.db, body.email)
  if (!user) {
    ctx.audit('auth.token_rejected', { reason: 'recover_password' })
    throw invalidTokenError('token', 'recovery token rejected')
  }
  const passwordHash = await hashPassword(body.password)
  const isBlocked = Boolean(user.bannedAt || user.disabledAt)
  const opened = await ctx.db.transaction(async (tx) => {
    const tokenHash = hashToken(body.token)
    if (!(await consumeEmailToken(tx, { userId: user.id, purpose: 'recover_password', tokenHash, now }))) {
      return 'rejected' as const
    }
    await retireEmailTokens(tx, user.id, 'recover_password', now)
    if (isBlocked) return 'blocked' as const
    await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now })
    return openSession(tx, { userId: user.id, method: 'recover', userAgent, now })
  })
  if (opened === 'rejected') {
    ctx.audit('auth.token_rejected', { userId: user.id, reason: 'recover_password' })
    throw invalidTokenError('token', 'recovery token rejected')
  }
  if (opened === 'blocked') throw new AppError(user.bannedAt ? 'banned' : 'account_disabled')
  await clearFailures(ctx.db, lockoutKey({ userId: user.id }, ctx.ip))
  ctx.audit('auth.password_reset', { userId: user.id })
  return issueSession(ctx, opened, now)
}
