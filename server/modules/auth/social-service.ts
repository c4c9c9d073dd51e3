/**
 * Social login (X and Google): the provider's user id is the identity, within the
 * provider's namespace (a sandbox stand-in has its own). A first login creates the account with a
 * username derived from the provider's; it can be changed once like any other.
 */
import { randomInt } from 'node:crypto'
import { USERNAME_RULE } from '../../../contract/schemas/account-settings'
import { isUniqueViolation } from '../../lib/executor'
import { findUserById, insertUser, isUsernameAvailable } from '../users/index'
import { assertCanSignIn } from './account-state'
import type { AuthContext } from './context'
import { type IssuedSession, startSession } from './session-service'
import { findSocialUserId, insertSocialAccount } from './social-repository'

/** `provider`: the identity namespace (social-providers.ts), e.g. `twitter` or `sandbox_google`. */
export type SocialProfile = { provider: string; id: string; username: string }

export async function signInWithSocial(
  ctx: AuthContext,
  profile: SocialProfile,
  userAgent: string | null,
): Promise<IssuedSession> {
  const userId =
    (await findSocialUserId(ctx.db, profile.provider, profile.id)) ?? (await createSocialUser(ctx, profile))
  const user = await findUserById(ctx.db, userId)
  if (!user) throw new Error('signInWithSocial: user vanished')
  assertCanSignIn(user)
  const session = await startSession(ctx, { userId, method: 'social', userAgent })
  ctx.audit('auth.social_login', { userId })
  return session
}

async function createSocialUser(ctx: AuthContext, profile: SocialProfile): Promise<number> {
  const now = ctx.clock()
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = await pickUsername(ctx, profile.username, attempt)
    try {
      const userId = await ctx.db.transaction(async (tx) => {
        const user = await insertUser(tx, { username, email: null, createdAt: now })
        await insertSocialAccount(tx, { provider: profile.provider, providerUserId: profile.id, userId: user.id, now })
        return user.id
      })
      ctx.audit('auth.register', { userId, reason: profile.provider })
      return userId
    } catch (error) {
      // A concurrent first login of the same account won: use its user.
      if (isUniqueViolation(error, 'social_accounts_provider_user')) {
        const existing = await findSocialUserId(ctx.db, profile.provider, profile.id)
        if (existing !== undefined) return existing
      }
      if (!isUniqueViolation(error, 'users_username_unique')) throw error
    }
  }
  throw new Error('createSocialUser: no free username')
}

/** The provider's handle made to fit our username rule, with a number added when it is taken. */
async function pickUsername(ctx: AuthContext, handle: string, attempt: number): Promise<string> {
  const cleaned = handle.toLowerCase().replace(/[^a-z0-9_.]/g, '')
  const base = (cleaned.length >= USERNAME_RULE.min ? cleaned : `user_${cleaned}`).slice(0, USERNAME_RULE.max - 5)
  if (attempt === 0 && (await isUsernameAvailable(ctx.db, base))) return base
  for (let tries = 0; tries < 10; tries++) {
    const candidate = `${base}_${randomInt(1000, 10000)}`
    if (await isUsernameAvailable(ctx.db, candidate)) return candidate
  }
  return `user_${randomInt(10 ** 8, 10 ** 9)}`
}
