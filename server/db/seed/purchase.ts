/**
 * The demo's purchase catalogue: currencies, what countries pay in and whether they can,
 * subdivisions, payment methods, the legacy add-on and bundles, an introductory plan with an onward
 * plan, paylinks, promotional and referral codes, and for the demo accounts saved test cards (one
 * good, one that declines on one-click, a banned one for the member) and, for the demo users, a free
 * trial already used (so FREETRIAL7 answers 409 for them). Runs after the plans and the accounts.
 */
import { and, asc, eq, isNull, like, or } from 'drizzle-orm'
import { PURCHASE } from '../../../contract/limits'
import type { Executor } from '../../lib/executor'
import { ANSWERS, testCardFingerprint } from '../../lib/processor-wire/sandbox-test-cards'
import {
  addons,
  countries,
  countrySubdivisions,
  creators,
  currencies,
  paymentLinks,
  paymentMethods,
  payments,
  promotionalCodeRedemptions,
  promotionalCodes,
  referralCodes,
  sandboxCards,
  savedCards,
  subscriptionPlans,
  users,
} from '../schema/index'
import { COUNTRY_CURRENCIES, CURRENCIES, UNPAYABLE_COUNTRIES, VPN_WARNING_COUNTRIES } from './data/currencies'
import { PAYLINKS, PAYMENT_METHODS, PROMOTIONAL_CODES, REFERRAL_CODES } from './data/purchase'
import { SUBDIVISIONS } from './data/subdivisions'

const DAY = 24 * 3600 * 1000
const FEES_CENTS = 298

export async function seedPurchase(tx: Executor, now: Date): Promise<void> {
  await seedCountries(tx)
  const methodIds = await seedMethods(tx)
  await seedPlans(tx)
  await seedCodes(tx)
  await seedDemoCards(tx, now, methodIds.test)
  await seedUsedTrials(tx, now)
}

async function seedCountries(tx: Executor) {
  await tx.insert(currencies).values(
    CURRENCIES.map(([code, numericCode, symbol, description, amountToUsd, decimalPrecision]) => ({
      code,
      numericCode,
      symbol,
      description,
      amountToUsd,
      decimalPrecision,
      isDefault: code === PURCHASE.baseCurrency,
    })),
  )
  const rows = await tx.select({ id: countries.id, code: countries.code }).from(countries)
  for (const row of rows) {
    const currencyCode = COUNTRY_CURRENCIES[row.code] ?? PURCHASE.baseCurrency
    await tx
      .update(countries)
      .set({
        currencyCode,
        showCurrency: currencyCode !== PURCHASE.baseCurrency,
        payable: !UNPAYABLE_COUNTRIES.includes(row.code),
        vpnWarning: VPN_WARNING_COUNTRIES.includes(row.code),
      })
      .where(eq(countries.id, row.id))
    const subdivisions = SUBDIVISIONS[row.code] ?? []
    if (subdivisions.length > 0) {
      await tx
        .insert(countrySubdivisions)
        .values(subdivisions.map(([code, name]) => ({ countryId: row.id, code, name })))
    }
  }
}

async function seedMethods(tx: Executor): Promise<Record<string, number>> {
  const rows = await tx
    .insert(paymentMethods)
    .values(
      PAYMENT_METHODS.map((method, position) => ({
        ...method,
        imageUrl: `/payment-methods/${method.key}.svg`,
        position,
        countries: method.countries ?? null,
        currencies: method.currencies ?? null,
      })),
    )
    .returning({ id: paymentMethods.id, key: paymentMethods.key })
  return Object.fromEntries(rows.map((row) => [row.key, row.id]))
}

async function sitePlan(tx: Executor, title: string) {
  const [plan] = await tx
    .select()
    .from(subscriptionPlans)
    .where(and(isNull(subscriptionPlans.creatorId), eq(subscriptionPlans.title, title)))
  if (!plan) throw new Error(`seed: no site plan "${title}"`)
  return plan
}

/** The legacy add-on, bundles for every other creator with plans, an introductory plan and paylinks. */
async function seedPlans(tx: Executor) {
  const monthly = await sitePlan(tx, 'Monthly membership')
  await tx.insert(addons).values({
    key: 'legacy',
    title: 'Velvet membership (legacy channel)',
    planId: monthly.id,
    discountPercent: PURCHASE.legacyAddonDiscountPercent,
  })
  const addonCents = Math.round((monthly.amountCents * (100 - PURCHASE.legacyAddonDiscountPercent)) / 100)

  const creatorMonthlies = await tx
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.title, 'Monthly subscription'), eq(subscriptionPlans.isPaylink, false)))
    .orderBy(asc(subscriptionPlans.creatorId))
  for (const [index, plan] of creatorMonthlies.entries()) {
    if (index % 2 === 1) continue
    const [bundle] = await tx
      .insert(subscriptionPlans)
      .values({
        creatorId: plan.creatorId,
        title: 'Monthly subscription + Velvet membership',
        description: `${plan.description} Includes the full Velvet membership at ${PURCHASE.legacyAddonDiscountPercent}% off.`,
        descriptionInvoice: `${plan.descriptionInvoice} + membership`,
        amountCents: plan.amountCents + addonCents,
        feesCents: FEES_CENTS,
        duration: plan.duration,
        durationType: plan.durationType,
        isLegacyPlusWebstar: true,
        // Bundles are reached from their plan (legacy_plus_webstar), not listed on their own.
        active: false,
        position: 90,
      })
      .returning({ id: subscriptionPlans.id })
    if (bundle) {
      await tx
        .update(subscriptionPlans)
        .set({ legacyPlusWebstarId: bundle.id })
        .where(eq(subscriptionPlans.id, plan.id))
    }
  }

  await tx.insert(subscriptionPlans).values({
    title: 'First month special',
    description: 'Your first month of full access at a third of the price, then the monthly membership.',
    descriptionInvoice: 'Velvet membership - first month',
    amountCents: 999,
    feesCents: FEES_CENTS,
    duration: 1,
    durationType: 'months',
    onwardPlanId: monthly.id,
    promotionalTag: 'New members',
    position: 4,
  })

  const [demoCreator] = await tx
    .select({ id: creators.id, name: creators.name })
    .from(creators)
    .where(eq(creators.username, (await firstCreatorUsername(tx)) ?? ''))
  if (!demoCreator) throw new Error('seed: no demo creator for the paylinks')
  for (const link of PAYLINKS) {
    const [plan] = await tx
      .insert(subscriptionPlans)
      .values({
        creatorId: demoCreator.id,
        title: link.title,
        description: link.title,
        descriptionInvoice: `${demoCreator.name} - ${link.hash}`,
        amountCents: link.amountCents,
        feesCents: FEES_CENTS,
        duration: link.days ?? 30,
        durationType: 'days',
        isRecurrent: false,
        isPaylink: true,
        active: false,
        position: 99,
      })
      .returning({ id: subscriptionPlans.id })
    if (plan)
      await tx
        .insert(paymentLinks)
        .values({ creatorId: demoCreator.id, hash: link.hash, title: link.title, planId: plan.id })
  }
}

async function firstCreatorUsername(tx: Executor): Promise<string | null> {
  const [row] = await tx
    .select({ username: creators.username })
    .from(creators)
    .where(eq(creators.isWebstar, true))
    .orderBy(asc(creators.id))
    .limit(1)
  return row?.username ?? null
}

async function seedCodes(tx: Executor) {
  for (const promo of PROMOTIONAL_CODES) {
    const plan = promo.planTitle ? await sitePlan(tx, promo.planTitle) : null
    await tx.insert(promotionalCodes).values({
      code: promo.code,
      type: promo.type,
      planId: plan?.id ?? null,
      discountPercent: promo.discountPercent ?? null,
      trialDays: promo.trialDays ?? null,
      trialAmountCents: promo.trialAmountCents ?? 0,
      maxRedemptions: promo.maxRedemptions ?? null,
      firstPaymentOnly: promo.firstPaymentOnly ?? false,
      active: promo.active ?? true,
      commercialText: promo.commercial,
      legalText: promo.legal,
    })
  }
  const username = await firstCreatorUsername(tx)
  const [creator] = username
    ? await tx.select({ id: creators.id }).from(creators).where(eq(creators.username, username))
    : []
  await tx.insert(referralCodes).values(REFERRAL_CODES.map((code) => ({ code, creatorId: creator?.id ?? null })))
}

/**
 * Sandbox tokens standing for test cards the demo accounts paid with before. Only the tokens and
 * the test cards' published fingerprints are stored, so typing the same test card again is
 * recognised as the card already saved.
 */
const DEMO_CARDS = [
  { token: 'tok_demo_visa_4242', testCard: '4242424242424242', brand: 'VISA', last4: '4242', behaviour: 'approve' },
  {
    token: 'tok_demo_visa_0341',
    testCard: '4000000000000341',
    brand: 'VISA',
    last4: '0341',
    behaviour: 'decline_saved',
  },
  {
    token: 'tok_demo_master_4444',
    testCard: '5555555555554444',
    brand: 'MASTER',
    last4: '4444',
    behaviour: 'approve',
  },
] as const

function demoAccounts(tx: Executor) {
  return tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(or(like(users.email, 'member%@velvet.example'), like(users.email, 'user%@velvet.example')))
    .orderBy(asc(users.id))
}

async function seedDemoCards(tx: Executor, now: Date, methodId: number | undefined) {
  if (methodId === undefined) throw new Error('seed: no test payment method')
  const expYear = String((now.getUTCFullYear() + 4) % 100).padStart(2, '0')
  await tx.insert(sandboxCards).values(
    DEMO_CARDS.map((card) => ({
      token: card.token,
      brand: card.brand,
      last4: card.last4,
      bin: card.brand === 'VISA' ? '400000' : '555555',
      expMonth: '12',
      expYear,
      fingerprint: testCardFingerprint(card.testCard),
      behaviour: card.behaviour,
    })),
  )
  for (const account of await demoAccounts(tx)) {
    const isMember = account.email?.startsWith('member') ?? false
    const cards = isMember ? DEMO_CARDS : DEMO_CARDS.slice(0, 2)
    await tx.insert(savedCards).values(
      cards.map((card, index) => ({
        userId: account.id,
        paymentMethodId: methodId,
        processorToken: card.token,
        brand: card.brand,
        last4: card.last4,
        fingerprint: testCardFingerprint(card.testCard),
        createdAt: new Date(now.getTime() - (30 - index) * DAY),
        ...(card.last4 === '4444'
          ? {
              bannedAt: new Date(now.getTime() - 2 * DAY),
              failure: {
                TRANS_STATUS_NAME: ANSWERS.decline.statusName,
                TRANS_ID: 'SBX-DEMO-0001',
                SERVICE_ADVICE: ANSWERS.decline.advice,
              },
            }
          : {}),
      })),
    )
  }
}

/** The demo users once had a free trial: a trial code answers them 409 (pay without trial and promo). */
async function seedUsedTrials(tx: Executor, now: Date) {
  const [trial] = await tx.select().from(promotionalCodes).where(eq(promotionalCodes.code, 'FREETRIAL7'))
  const monthly = await sitePlan(tx, 'Monthly membership')
  const accounts = (await demoAccounts(tx)).filter((account) => account.email?.startsWith('user'))
  if (!trial || accounts.length === 0) return
  const at = new Date(now.getTime() - 60 * DAY)
  await tx.insert(payments).values(
    accounts.map((account) => ({
      operationNumber: `VLV-DEMO-TRIAL-${account.id}`,
      userId: account.id,
      email: account.email ?? '',
      planId: monthly.id,
      promotionalCodeId: trial.id,
      status: 'approved' as const,
      amountCents: 0,
      chargedMinor: 0,
      currency: PURCHASE.baseCurrency,
      isPreapproval: true,
      isTrial: true,
      data: { TRANS_STATUS_NAME: 'APPROVED', TRANS_ID: `SBX-DEMO-T${account.id}`, SERVICE_ADVICE: 'Approved.' },
      createdAt: at,
      updatedAt: at,
      finalizedAt: at,
    })),
  )
  // Each of those trials used the code once, as a real redemption records it.
  const trials = await tx
    .select({ paymentId: payments.id, userId: payments.userId, email: payments.email })
    .from(payments)
    .where(eq(payments.promotionalCodeId, trial.id))
  await tx
    .insert(promotionalCodeRedemptions)
    .values(trials.map((row) => ({ ...row, promotionalCodeId: trial.id, createdAt: at })))
  await tx.update(promotionalCodes).set({ redemptions: trials.length }).where(eq(promotionalCodes.id, trial.id))
}

/** For databases seeded before the purchase catalogue existed: adds it once (SEED=auto only). */
export async function hasPurchaseCatalogue(tx: Executor): Promise<boolean> {
  const [row] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).limit(1)
  return row !== undefined
}
