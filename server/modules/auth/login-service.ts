/**
 * Logins: by e-mail or username with a password, or with a creator's one-time login
 * token. Unknown identifiers and wrong passwords get the same 401 after the same work, so neither
 * the body nor the timing says which accounts exist.
 */
import { AppError } from '../../lib/app-error'
import type { Viewer } from '../../lib/viewer'
import { sendLoginBlockedMail } from '../mail/index'
import { findUserByEmail, findUserById, findUserByUsername, type UserRow } from '../users/index'
import { admitSignIn, assertCanSignIn, mailLocale } from './account-state'
import { networkHash, networkOf } from './client-network'
import type { AuthContext } from './context'
import { addressKey, checkGate, clearFailures, countFailure, type LoginGate, lockoutKey, noticeKey } from './lockout'
import { claimNotice, isKnownNetwork, rememberNetwork } from './lockout-repository'
import { consumeLoginToken, insertLoginToken } from './login-token-repository'
import { createOpaqueToken, hashToken } from './opaque-token'
import { verifyAgainstDummy, verifyPassword } from './password'
import { AUTH_POLICY } from './policy'
import { type IssuedSession, startSession } from './session-service'

export async function loginWithPassword(
  ctx: AuthContext,
  body: { email: string; password: string; recaptcha?: string | undefined },
  userAgent: string | null,
): Promise<IssuedSession> {
  await ctx.captcha.verify(body.recaptcha)
  const now = ctx.clock()
  const identifier = body.email.trim().toLowerCase()
  const user = identifier.includes('@')
    ? await findUserByEmail(ctx.db, identifier)
    : await findUserByUsername(ctx.db, identifier)
  const network = networkHash(networkOf(ctx.ip))
  // Asked for unknown identifiers too (of no user), so the timing does not tell them apart.
  const knownSince = new Date(now.getTime() - AUTH_POLICY.knownNetworkMs)
  const isOwnNetwork = await isKnownNetwork(ctx.db, user?.id ?? 0, network, knownSince)
  const gate: LoginGate = {
    accountKey: lockoutKey(user ? { userId: user.id } : { identifier }, ctx.ip),
    addressKey: addressKey(ctx.ip),
    isOwnNetwork,
  }
  let state: 'open' | 'captcha'
  try {
    state = await checkGate(ctx.db, gate, now)
  } catch (error) {
    ctx.audit('auth.login_locked', { userId: user?.id ?? null })
    throw error
  }
  // On the owner's network a lock is a captcha to solve; with captchas on, this one already was.
  if (state === 'captcha' && !ctx.captcha.isEnabled) await ctx.captcha.verifyAlways(body.recaptcha)

  const isValid = user?.passwordHash
    ? await verifyPassword(body.password, user.passwordHash)
    : await verifyAgainstDummy(body.password)
  if (!user || !isValid) {
    const hasLocked = await countFailure(ctx.db, gate, now)
    ctx.audit('auth.login_failed', { userId: user?.id ?? null, ...(hasLocked ? { reason: 'locked' } : {}) })
    if (hasLocked && user && !isOwnNetwork) await noticeLock(ctx, user, now)
    throw new AppError('invalid_credentials')
  }
  await clearFailures(ctx.db, gate.accountKey)
  admitSignIn(user, ctx.audit)
  const session = await startSession(ctx, { userId: user.id, method: 'password', userAgent })
  await rememberNetwork(ctx.db, { userId: user.id, networkHash: network, now, forgetBefore: knownSince })
  ctx.audit('auth.login', { userId: user.id })
  return session
}

/** Tells the owner an address was locked out of their account: one mail per notice window at most. */
async function noticeLock(ctx: AuthContext, user: UserRow, now: Date): Promise<void> {
  if (!user.email) return
  const until = new Date(now.getTime() + AUTH_POLICY.lockNoticeMs)
  if (!(await claimNotice(ctx.db, noticeKey(user.id), now, until))) return
  ctx.audit('auth.lock_notice', { userId: user.id })
  sendLoginBlockedMail(ctx.mailer, ctx.log, {
    locale: mailLocale(user, ctx.locale),
    publicUrl: ctx.publicUrl,
    user: { id: user.id, username: user.username, email: user.email },
  })
}

/** `/token_login/{token}/{model_id}`: a one-time token minted by that creator's user. */
export async function loginWithToken(
  ctx: AuthContext,
  body: { token: string; model_id: number },
  userAgent: string | null,
): Promise<IssuedSession> {
  const now = ctx.clock()
  const userId = await consumeLoginToken(ctx.db, { tokenHash: hashToken(body.token), modelId: body.model_id, now })
  const user = userId === undefined ? undefined : await findUserById(ctx.db, userId)
  if (!user || user.modelId !== body.model_id) {
    ctx.audit('auth.token_rejected', { reason: 'login_token' })
    throw new AppError('invalid_credentials')
  }
  assertCanSignIn(user)
  const session = await startSession(ctx, { userId: user.id, method: 'token_login', userAgent })
  ctx.audit('auth.token_login', { userId: user.id })
  return session
}

/** Mints a login token for a signed-in creator (5 minutes, single use). */
export async function mintLoginToken(
  ctx: AuthContext,
  viewer: Viewer & { userId: number },
): Promise<{ token: string; model_id: number; expires_at: string }> {
  if (viewer.modelId === null) throw new AppError('forbidden')
  const now = ctx.clock()
  const expiresAt = new Date(now.getTime() + AUTH_POLICY.loginTokenMs)
  const { token, hash } = createOpaqueToken()
  await insertLoginToken(ctx.db, { userId: viewer.userId, modelId: viewer.modelId, tokenHash: hash, now, expiresAt })
  ctx.audit('auth.login_token_issued', { userId: viewer.userId })
  return { token, model_id: viewer.modelId, expires_at: expiresAt.toISOString() }
}
