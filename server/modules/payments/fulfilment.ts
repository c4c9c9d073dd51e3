/**
 * What an approved payment grants, written in the transaction that approves it (finalize.ts):
 * tokens into the buyer's wallet (the ledger), a creator subscription (and a follow), the site
 * membership (users.membership_expires_at), or both for a legacy bundle or the add-on (the
 * membership is then a companion of the main subscription: it lasts as long, renews and ends with
 * it). Access stacks: a new period starts when the current one ends. A pre-paid code gives one
 * period that does not renew (nothing can be charged for a next one). A renewal payment extends its
 * own subscription instead (subscriptions/periods.ts). A guest's grants wait on their unfinished
 * registration and move to the user who finishes it (attach.ts).
 */
import type { Executor } from '../../lib/executor'
import { findAddonById, findPlan, findPromoById, type PlanRow } from '../purchase/index'
import { addPeriod, applyRenewal } from '../subscriptions/index'
import { creditTokens } from '../wallet/index'
import {
  currentAccessEnd,
  extendMembership,
  followCreator,
  insertSubscription,
  type Owner,
  type PaymentRow,
  setPaymentSubscription,
} from './repository'

function ownerOf(payment: PaymentRow): Owner {
  if (payment.userId !== null) return { userId: payment.userId }
  if (payment.unfinishedUserId !== null) return { unfinishedUserId: payment.unfinishedUserId }
  throw new Error(`payment ${payment.id} has no owner`)
}

async function grantAccess(
  tx: Executor,
  payment: PaymentRow,
  grant: {
    plan: PlanRow
    creatorId: number | null
    amount: number
    unit: 'days' | 'months'
    renews: boolean
    inTrial: boolean
    /** A companion follows this main subscription instead of renewing on its own. */
    bundledWithId?: number
  },
  now: Date,
): Promise<number> {
  const owner = ownerOf(payment)
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

export async function fulfil(tx: Executor, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.renewalPeriodEnd !== null) {
    await applyRenewal(tx, payment)
    return
  }
  const plan = await findPlan(tx, payment.planId)
  if (!plan) throw new Error(`payment ${payment.id}: plan ${payment.planId} is gone`)

  if (plan.isToken) {
    // Guests cannot buy tokens (411), so a token payment always has its user.
    if (payment.userId === null) throw new Error(`payment ${payment.id}: tokens without a user`)
    await creditTokens(tx, {
      userId: payment.userId,
      tokens: plan.tokensQuantity ?? 0,
      idempotencyKey: `payment:${payment.id}:tokens`,
      paymentId: payment.id,
      memo: plan.descriptionInvoice || plan.title,
      at: now,
    })
    return
  }

  const promo = payment.promotionalCodeId === null ? undefined : await findPromoById(tx, payment.promotionalCodeId)
  const trialDays = payment.isTrial ? promo?.trialDays : null
  const period = trialDays
    ? { amount: trialDays, unit: 'days' as const }
    : { amount: plan.duration, unit: plan.durationType }
  const inTrial = Boolean(trialDays)
  const renews = plan.isRecurrent && promo?.type !== 'pre_paid'
  const main = await grantAccess(tx, payment, { plan, creatorId: plan.creatorId, ...period, renews, inTrial }, now)
  await setPaymentSubscription(tx, payment.id, main)

  // A legacy bundle, or the add-on, also carries the site membership (the legacy channel).
  if (plan.creatorId !== null && plan.isLegacyPlusWebstar) {
    await grantAccess(tx, payment, { plan, creatorId: null, ...period, renews, inTrial, bundledWithId: main }, now)
  } else if (payment.addonId !== null) {
    const addon = await findAddonById(tx, payment.addonId)
    if (addon) {
      await grantAccess(
        tx,
        payment,
        { plan: addon.plan, creatorId: null, ...period, renews, inTrial, bundledWithId: main },
        now,
      )
    }
  }
}
