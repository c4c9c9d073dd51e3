import type { Executor } from '../../lib/executor'
import { createOpaqueToken } from './opaque-token'
import { AUTH_POLICY } from './policy'
import { insertUnfinishedUser } from './unfinished-user-repository'

/**
 * Records a buyer who paid as a guest, for the purchase flow: the returned token goes into the
 * finish-registration link (`/finish?token=…`); only its hash is stored.
 */
export async function createUnfinishedUser(
  db: Executor,
  values: { email: string; username?: string | null; now: Date },
): Promise<{ id: number; finishToken: string }> {
  const { token, hash } = createOpaqueToken()
  const row = await insertUnfinishedUser(db, {
    email: values.email.trim().toLowerCase(),
    username: values.username?.trim().toLowerCase() ?? null,
    finishTokenHash: hash,
    now: values.now,
    expiresAt: new Date(values.now.getTime() + AUTH_POLICY.unfinishedUserMs),
  })
  return { id: row.id, finishToken: token }
}
