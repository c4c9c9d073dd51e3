import type { Executor } from '../../lib/executor'
import { createOpaqueToken, hashToken } from './opaque-token'
import { AUTH_POLICY } from './policy'
import { insertUnfinishedUser } from './unfinished-user-repository'

/**
 * Records a buyer who paid as a guest, for the purchase flow: the returned token goes into the
 * finish-registration link (`/finish?token=…`); only its hash is stored. The purchase flow brings
 * its own token (derived from the payment, so a later receipt mail can carry it again).
 */
export async function createUnfinishedUser(
  db: Executor,
  values: { email: string; username?: string | null; now: Date; token?: string },
): Promise<{ id: number; finishToken: string }> {
  const { token, hash } = values.token ? { token: values.token, hash: hashToken(values.token) } : createOpaqueToken()
  const row = await insertUnfinishedUser(db, {
    email: values.email.trim().toLowerCase(),
    username: values.username?.trim().toLowerCase() ?? null,
    finishTokenHash: hash,
    now: values.now,
    expiresAt: new Date(values.now.getTime() + AUTH_POLICY.unfinishedUserMs),
  })
  return { id: row.id, finishToken: token }
}
