/**
 * Demo accounts of the default (embedded) seed, documented in the README: a member, a user
 * without membership, a creator's user linked to a seeded creator, and an unfinished
 * registration with a known finish token. All share one password; never used outside the demo.
 */
import { asc, isNotNull } from 'drizzle-orm'
import type { Executor } from '../../lib/executor'
import { hashToken } from '../../modules/auth/opaque-token'
import { hashPassword } from '../../modules/auth/password'
import { creators, unfinishedUsers, users } from '../schema/index'

export const DEMO_PASSWORD = 'velvet-demo-2026'
export const DEMO_FINISH_TOKEN = 'demo-finish-token'
export const DEMO_ACCOUNTS = {
  member: { username: 'demo_member', email: 'member@velvet.example' },
  user: { username: 'demo_user', email: 'user@velvet.example' },
  creator: { email: 'creator@velvet.example' },
  unfinished: { username: 'demo_buyer', email: 'buyer@velvet.example' },
} as const

const DAY = 24 * 3600 * 1000

/**
 * `extraPairs` adds member{N}@, user{N}@ and creator{N}@velvet.example (N = 1…extraPairs; creator{N}
 * is the user of the (N+1)th seeded creator with a username), so parallel end-to-end workers each
 * sign in with their own accounts: one device at a time would otherwise log one worker out when
 * another signs in.
 */
export async function seedAccounts(tx: Executor, now: Date, extraPairs = 0): Promise<void> {
  const named = await tx
    .select({ id: creators.id, username: creators.username })
    .from(creators)
    .where(isNotNull(creators.username))
    .orderBy(asc(creators.id))
    .limit(1 + extraPairs)
  const [creator] = named
  if (!creator?.username) throw new Error('seed: no creator with a username for the demo creator account')

  const verified = {
    emailVerifiedAt: new Date(now.getTime() - 90 * DAY),
    createdAt: new Date(now.getTime() - 90 * DAY),
  }
  await tx.insert(users).values([
    {
      ...DEMO_ACCOUNTS.member,
      ...verified,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      membershipExpiresAt: new Date(now.getTime() + 365 * DAY),
      // Null on purpose: the app must cope with a user who never picked a language.
      lastLangCode: null,
    },
    { ...DEMO_ACCOUNTS.user, ...verified, passwordHash: await hashPassword(DEMO_PASSWORD), lastLangCode: 'en' },
    {
      username: creator.username,
      email: DEMO_ACCOUNTS.creator.email,
      ...verified,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      modelId: creator.id,
      lastLangCode: 'en',
    },
  ])
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (let n = 1; n <= extraPairs; n++) {
    await tx.insert(users).values([
      {
        username: `demo_member${n}`,
        email: `member${n}@velvet.example`,
        ...verified,
        passwordHash,
        membershipExpiresAt: new Date(now.getTime() + 365 * DAY),
        lastLangCode: null,
      },
      { username: `demo_user${n}`, email: `user${n}@velvet.example`, ...verified, passwordHash, lastLangCode: 'en' },
    ])
    const own = named[n]
    if (own?.username) {
      await tx.insert(users).values({
        username: own.username,
        email: `creator${n}@velvet.example`,
        ...verified,
        passwordHash,
        modelId: own.id,
        lastLangCode: 'en',
      })
    }
  }
  await tx.insert(unfinishedUsers).values({
    ...DEMO_ACCOUNTS.unfinished,
    finishTokenHash: hashToken(DEMO_FINISH_TOKEN),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3650 * DAY),
  })
}
