/**
 * What a settled payment grants, asked for by payments inside the transaction that settles it, so
 * the grant commits or rolls back with the payment: a subscription (access stacks: a new period
 * starts when the current one ends), the site membership it carries on the user's row, and a follow
 * of the creator. A guest's grants wait on their unfinished registration and move to the user who
 * finishes it, in the registration's transaction.
 */
import type { Executor } from '../../lib/executor'
import { followCreator } from '../social/index'
import { extendMembership } from '../users/index'
import { addPeriod } from './periods'
import { currentAccessEnd, insertSubscription, moveSubscriptionsToUser, type Owner } from './repository'

export type Grant = {
  plan: { id: number; premium: boolean }
  creatorId: number | null
  amount: number
  unit: 'days' | 'months'
  renews: boolean
  inTrial: boolean
  /** A companion follows this main subscription instead of renewing on its own. */
  bundledWithId?: number
}

/** The payment a grant comes from: whose it is, and how the subscription will be charged again. */
export type GrantingPayment = { owner: Owner; paymentMethodId: number | null; savedCardId: number | null }

/** Opens the subscription a payment bought and gives its access; returns the subscription's id. */
export async function grantAccess(tx: Executor, payment: GrantingPayment, grant: Grant, now: Date): Promise<number> {
  const { owner } = payment
  const startsAt = (await currentAccessEnd(tx, owner, grant.creatorId, now)) ?? now
  const endsAt = addPeriod(startsAt, grant.amount, grant.unit)
  const id = await insertSubscription(tx, {
    ...('userId' in owner ? { userId: owner.userId } : { unfinishedUserId: owner.unfinishedUserId }),
    planId: grant.plan.id,
    creatorId: grant.creatorId,
    premium: grant.plan.premium,
    paymentMethodId: payment.paymentMethodId,
    savedCardId: payment.savedCardId,
    status: 'approved',
    startsAt,
    endsAt,
    autoRenew: grant.renews,
    nextPaymentAt: grant.renews && grant.bundledWithId === undefined ? endsAt : null,
    inTrial: grant.inTrial,
    endReason: grant.renews ? null : 'one_time',
    ...(grant.bundledWithId === undefined ? {} : { bundledWithId: grant.bundledWithId }),
    createdAt: now,
  })
  if ('userId' in owner) {
    if (grant.creatorId === null) await extendMembership(tx, owner.userId, endsAt)
    else await followCreator(tx, owner.userId, grant.creatorId, now)
  }
  return id
}

/**
 * A guest who finished their registration: what their payments granted becomes the user's.
 * Memberships move the user's membership end, creator subscriptions become follows.
 */
export async function moveGuestGrants(
  tx: Executor,
  values: { unfinishedUserId: number; userId: number; now: Date },
): Promise<void> {
  const grants = await moveSubscriptionsToUser(tx, values.unfinishedUserId, values.userId)
  for (const grant of grants) {
    if (grant.status !== 'approved' || grant.endsAt <= values.now) continue
    if (grant.creatorId === null) await extendMembership(tx, values.userId, grant.endsAt)
    else await followCreator(tx, values.userId, grant.creatorId, values.now)
  }
}
