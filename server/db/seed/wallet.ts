/**
 * The demo's wallets and memberships: every demo member's year of membership is a real
 * subscription (12-month plan, paid with their saved •4242 card, renewing), so the subscription
 * screens, the reminder and the unsubscribe flow have something to show; and the demo members and
 * users hold 60 tokens from a token pack they bought, to tip and unlock with. Runs after the purchase
 * catalogue and the accounts.
 */
import { and, asc, eq, isNull, like, or } from 'drizzle-orm'
import { PURCHASE } from '../../../contract/limits'
import type { Executor } from '../../lib/executor'
import { addPeriod } from '../../modules/subscriptions/periods'
import { creditTokens } from '../../modules/wallet/ledger'
import { payments, savedCards, subscriptionPlans, subscriptions, users } from '../schema/index'

const DEMO_TOKENS = 60
const DAY = 24 * 3600 * 1000

async function plan(tx: Executor, where: Parameters<typeof and>) {
  const [row] = await tx
    .select()
    .from(subscriptionPlans)
    .where(and(isNull(subscriptionPlans.creatorId), ...where))
  if (!row) throw new Error('seed: a site plan of the wallet seed is missing')
  return row
}

/**
 * A demo account's approved payment of `plan` in US dollars with its saved test card, paid `at`;
 * its operation number and processor transaction are named after `ids`.
 */
function paidWithCard(
  account: { id: number; email: string | null },
  card: typeof savedCards.$inferSelect | undefined,
  plan: typeof subscriptionPlans.$inferSelect,
  ids: { kind: string; mark: string },
  at: Date,
): typeof payments.$inferInsert {
  return {
    operationNumber: `VLV-DEMO-${ids.kind}-${account.id}`,
    userId: account.id,
    email: account.email ?? '',
    planId: plan.id,
    paymentMethodId: card?.paymentMethodId ?? null,
    savedCardId: card?.id ?? null,
    status: 'approved',
    amountCents: plan.amountCents,
    chargedMinor: plan.amountCents,
    currency: PURCHASE.baseCurrency,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    data: { TRANS_STATUS_NAME: 'APPROVED', TRANS_ID: `SBX-DEMO-${ids.mark}${account.id}`, SERVICE_ADVICE: 'Approved.' },
    createdAt: at,
    updatedAt: at,
    finalizedAt: at,
  }
}

export async function seedWallets(tx: Executor, now: Date): Promise<void> {
  const yearly = await plan(tx, [eq(subscriptionPlans.title, '12-month membership')])
  const pack = await plan(tx, [eq(subscriptionPlans.isToken, true), eq(subscriptionPlans.tokensQuantity, DEMO_TOKENS)])
  const accounts = await tx
    .select({ id: users.id, email: users.email, membershipExpiresAt: users.membershipExpiresAt })
    .from(users)
    .where(or(like(users.email, 'member%@velvet.example'), like(users.email, 'user%@velvet.example')))
    .orderBy(asc(users.id))
  for (const account of accounts) {
    const [card] = await tx
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.userId, account.id), eq(savedCards.last4, '4242')))
    const paid = new Date(now.getTime() - 20 * DAY)
    const [tokenPayment] = await tx
      .insert(payments)
      .values({ ...paidWithCard(account, card, pack, { kind: 'TOKENS', mark: 'K' }, paid), isOneClick: true })
      .returning({ id: payments.id })
    if (tokenPayment) {
      await creditTokens(tx, {
        userId: account.id,
        tokens: DEMO_TOKENS,
        idempotencyKey: `payment:${tokenPayment.id}:tokens`,
        paymentId: tokenPayment.id,
        memo: pack.descriptionInvoice || pack.title,
        at: paid,
      })
    }

    if (!account.email?.startsWith('member') || !account.membershipExpiresAt) continue
    const endsAt = account.membershipExpiresAt
    const startsAt = addPeriod(endsAt, -yearly.duration, yearly.durationType)
    const [membership] = await tx
      .insert(subscriptions)
      .values({
        userId: account.id,
        planId: yearly.id,
        paymentMethodId: card?.paymentMethodId ?? null,
        savedCardId: card?.id ?? null,
        status: 'approved',
        startsAt,
        endsAt,
        autoRenew: true,
        nextPaymentAt: endsAt,
        createdAt: startsAt,
      })
      .returning({ id: subscriptions.id })
    await tx.insert(payments).values({
      ...paidWithCard(account, card, yearly, { kind: 'MEMBERSHIP', mark: 'M' }, startsAt),
      subscriptionId: membership?.id ?? null,
    })
  }
}
