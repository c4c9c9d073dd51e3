/**
 * Promotional codes are used as promised, once: every code once per buyer, a free trial once, a
 * first-payment code only before any approved payment, a code's total uses; checked and counted in
 * the transaction that creates the payment, refused with the spec's 409 (trial) or 410 (the others),
 * told ahead in the purchase options, given back when the payment fails; and a race of twenty
 * redemptions of one code by one buyer grants once, with the ledger balanced.
 */
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  promotionalCodeRedemptions,
  promotionalCodes,
  subscriptionPlans,
  subscriptions,
} from '../../server/db/schema/index'
import {
  authed,
  call,
  registerBody,
  registerUser,
  type Signed,
  solveCaptcha,
  TEST_PASSWORD,
  uniqueName,
  waitForMail,
} from '../fixtures/auth'
import {
  BILLING,
  createPayApp,
  demoLogin,
  guestForm,
  type PayApp,
  paymentBody,
  paymentRow,
  payOnHostedPage,
  postPayment,
  started,
  tokenize,
  USER_FORM,
} from './payments-fixture'
import { expectLedgerBalanced } from './wallet-fixture'

let t: PayApp

beforeAll(async () => {
  // The races fire more payments in a second than the per-account limit allows.
  t = await createPayApp({ config: { rateLimit: false } })
})
afterAll(() => t.close())

type ErrorBody = { code: string; reason?: string; plan_id?: number }
const errorOf = (res: { json: () => unknown }) => res.json() as ErrorBody

type Option = {
  amount_due: number
  promotional_code: { data: { code: string; unavailable_reason: string | null } } | null
}

async function promoOption(who: Signed | null, code: string, plan: number): Promise<Option> {
  const request = { method: 'GET' as const, url: `/api/purchase_options?country_id=INT&plan=${plan}&code=${code}` }
  const res = who ? await authed(t, who.accessToken, request) : await call(t, request)
  expect(res.statusCode).toBe(200)
  const [option] = (res.json() as { data: Option[] }).data
  if (!option) throw new Error('no option')
  return option
}

async function codeRow(code: string) {
  const [row] = await t.db.select().from(promotionalCodes).where(eq(promotionalCodes.code, code))
  if (!row) throw new Error(`no code ${code}`)
  return row
}

async function redemptionsOf(code: string, userId: number): Promise<number> {
  const promo = await codeRow(code)
  const [row] = await t.db
    .select({ total: count() })
    .from(promotionalCodeRedemptions)
    .where(
      and(eq(promotionalCodeRedemptions.promotionalCodeId, promo.id), eq(promotionalCodeRedemptions.userId, userId)),
    )
  return row?.total ?? 0
}

async function subscriptionsOf(userId: number) {
  return t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
}

/** A payment answered at once: the in-app card form (ryvyl), approved with 4242 unless another card. */
async function payByCard(
  auth: Signed,
  plan: number,
  options: { code?: string; form?: Record<string, unknown>; card?: string } = {},
) {
  const token = (await tokenize(t, options.card ?? '4242424242424242')).token
  return postPayment(
    t,
    paymentBody({
      plan,
      method: t.methods.ryvyl_card ?? 0,
      form: { ...USER_FORM, card_token: token, processor: BILLING, ...options.form },
      promotional_code: options.code ?? null,
    }),
    { auth },
  )
}

function prepaid(plan: number, form: Record<string, unknown> = USER_FORM) {
  return { ...paymentBody({ plan, method: null, form }), promotional_code: 'PREPAID30' }
}

describe('PREPAID30: one month, once per buyer, never renewed', () => {
  it('grants one month that does not renew; a second redemption is a 410 and grants nothing', async () => {
    const auth = await registerUser(t)
    const before = (await codeRow('PREPAID30')).redemptions
    const first = started(await postPayment(t, prepaid(t.plans.monthly), { auth }))
    expect(first.status).toBe('approved')
    const [grant] = await subscriptionsOf(auth.user.id)
    // The code paid for one month: nothing can be charged for a second one.
    expect(grant).toMatchObject({ autoRenew: false, nextPaymentAt: null, endReason: 'one_time' })
    expect((await codeRow('PREPAID30')).redemptions).toBe(before + 1)

    const again = await postPayment(t, prepaid(t.plans.monthly), { auth })
    expect(again.statusCode).toBe(410)
    expect(errorOf(again)).toMatchObject({
      code: 'promotion_not_available',
      reason: 'already_used',
      plan_id: t.plans.monthly,
    })
    expect(await subscriptionsOf(auth.user.id)).toHaveLength(1)
    expect((await codeRow('PREPAID30')).redemptions).toBe(before + 1)
    // The purchase screen says so before the buyer presses pay, and prices the plan without it.
    const option = await promoOption(auth, 'PREPAID30', t.plans.monthly)
    expect(option.promotional_code?.data.unavailable_reason).toBe('already_used')
    expect(option.amount_due).toBe(29.99)
  })

  it('a guest’s e-mail counts as the buyer: the same e-mail cannot redeem it twice', async () => {
    const email = `prepaid-guest-${Date.now()}@example.test`
    expect(started(await postPayment(t, prepaid(t.plans.monthly, guestForm(email)))).status).toBe('approved')
    const again = await postPayment(t, prepaid(t.plans.monthly, guestForm(email)))
    expect(again.statusCode).toBe(410)
    expect(errorOf(again).reason).toBe('already_used')
  })

  it('twenty redemptions at once by one user grant once; the rest answer 410', async () => {
    const auth = await registerUser(t)
    const before = (await codeRow('PREPAID30')).redemptions
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postPayment(t, prepaid(t.plans.monthly), { auth })),
    )
    const statuses = answers.map((res) => res.statusCode).sort()
    expect(statuses).toEqual([201, ...Array(19).fill(410)])
    expect(await subscriptionsOf(auth.user.id)).toHaveLength(1)
    expect(await redemptionsOf('PREPAID30', auth.user.id)).toBe(1)
    expect((await codeRow('PREPAID30')).redemptions).toBe(before + 1)
    await expectLedgerBalanced(t)
  })
})

describe('WELCOME50: half the first payment, once', () => {
  it('twenty redemptions at once by one user start one discounted payment', async () => {
    const auth = await registerUser(t)
    const body = {
      ...paymentBody({ plan: t.plans.monthly, method: t.methods.test ?? 0, form: USER_FORM }),
      promotional_code: 'WELCOME50',
    }
    const answers = await Promise.all(Array.from({ length: 20 }, () => postPayment(t, body, { auth })))
    const statuses = answers.map((res) => res.statusCode).sort()
    expect(statuses).toEqual([201, ...Array(19).fill(410)])
    expect(await redemptionsOf('WELCOME50', auth.user.id)).toBe(1)
    await expectLedgerBalanced(t)
  })

  it('is refused to a member who has paid before, ahead of payment and at payment', async () => {
    const auth = await registerUser(t)
    expect(started(await payByCard(auth, t.plans.tokens25)).status).toBe('approved')
    const option = await promoOption(auth, 'WELCOME50', t.plans.monthly)
    expect(option.promotional_code?.data.unavailable_reason).toBe('first_payment_only')
    expect(option.amount_due).toBe(29.99)

    const refused = await payByCard(auth, t.plans.monthly, { code: 'WELCOME50' })
    expect(refused.statusCode).toBe(410)
    expect(errorOf(refused)).toMatchObject({ code: 'promotion_not_available', reason: 'first_payment_only' })
    // Accepting to pay without it charges the regular price.
    const full = started(await payByCard(auth, t.plans.monthly, { code: 'WELCOME50', form: { accept_no_promo: true } }))
    expect(await paymentRow(t, full.id)).toMatchObject({ amountCents: 2999, promotionalCodeId: null })
  })

  it('is counted on use, given back when the payment is declined, and then used once', async () => {
    const auth = await registerUser(t)
    const before = (await codeRow('WELCOME50')).redemptions
    const declined = started(await payByCard(auth, t.plans.monthly, { code: 'WELCOME50', card: '4000000000000002' }))
    expect(declined.status).toBe('failed')
    expect((await codeRow('WELCOME50')).redemptions).toBe(before)
    expect(await redemptionsOf('WELCOME50', auth.user.id)).toBe(0)

    const paid = started(await payByCard(auth, t.plans.monthly, { code: 'WELCOME50' }))
    expect(paid.status).toBe('approved')
    expect((await paymentRow(t, paid.id)).amountCents).toBe(1500)
    expect((await codeRow('WELCOME50')).redemptions).toBe(before + 1)

    const again = await payByCard(auth, t.plans.pass7, { code: 'WELCOME50' })
    expect(again.statusCode).toBe(410)
    expect(errorOf(again).reason).toBe('already_used')
  })
})

describe('a code’s total uses', () => {
  it('a code with two uses serves two buyers; the third is told ahead and refused with 410', async () => {
    await t.db.insert(promotionalCodes).values({
      code: 'TWICE10',
      type: 'discount',
      discountPercent: 10,
      maxRedemptions: 2,
      commercialText: { en: '10% off', es: '10 %', pt: '10%', tr: '%10' },
      legalText: { en: 'Two uses.', es: 'Dos usos.', pt: 'Dois usos.', tr: 'İki kullanım.' },
    })
    for (let index = 0; index < 2; index += 1) {
      const buyer = await registerUser(t)
      expect(started(await payByCard(buyer, t.plans.monthly, { code: 'TWICE10' })).status).toBe('approved')
    }
    const third = await registerUser(t)
    const option = await promoOption(third, 'TWICE10', t.plans.monthly)
    expect(option.promotional_code?.data.unavailable_reason).toBe('used_up')
    const refused = await payByCard(third, t.plans.monthly, { code: 'TWICE10' })
    expect(refused.statusCode).toBe(410)
    expect(errorOf(refused).reason).toBe('used_up')
    expect((await codeRow('TWICE10')).redemptions).toBe(2)
  })
})

describe('a free trial once', () => {
  it('a user who had a trial learns it from the purchase options, before paying', async () => {
    const user = await demoLogin(t, 'user')
    const option = await promoOption(user, 'FREETRIAL7', t.plans.monthly)
    expect(option.promotional_code?.data.unavailable_reason).toBe('trial_used')
    // What is due is the regular price, not the trial's 0.
    expect(option.amount_due).toBe(29.99)
    const fresh = await registerUser(t)
    const offered = await promoOption(fresh, 'FREETRIAL7', t.plans.monthly)
    expect(offered.promotional_code?.data.unavailable_reason).toBeNull()
    expect(offered.amount_due).toBe(0)
  })

  it('a trial under way counts: a second trial of the same buyer is a 409', async () => {
    const auth = await registerUser(t)
    const body = {
      ...paymentBody({ plan: t.plans.monthly, method: t.methods.test ?? 0, form: USER_FORM }),
      promotional_code: 'FREETRIAL7',
    }
    const first = started(await postPayment(t, body, { auth }))
    expect(first.status).toBe('pending')
    const second = await postPayment(t, body, { auth })
    expect(second.statusCode).toBe(409)
    expect(errorOf(second)).toMatchObject({ code: 'trial_not_available', reason: 'trial_used' })
    await payOnHostedPage(t, first.redirect?.url ?? '', '4242424242424242')
    await t.deliver()
    expect((await paymentRow(t, first.id)).status).toBe('approved')
  })
})

describe('the legacy add-on lasts as long as its plan', () => {
  it('bought with a 3-month plan, it is priced and granted for the three months', async () => {
    const [threeMonths] = await t.db
      .select()
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.creatorId, t.demoCreator.id), eq(subscriptionPlans.title, '3 months')))
    if (!threeMonths) throw new Error('seed changed: no 3-month creator plan')
    const monthlyAddon = (await call(t, { method: 'GET', url: '/api/addons' })).json() as { data: { amount: number } }
    const addon = (await call(t, { method: 'GET', url: `/api/addons?plan=${threeMonths.id}` })).json() as {
      data: { amount: number; original_amount: number; discount_percent: number }
    }
    // Three months of membership (3 × 29.99) at 67 % off.
    expect(addon.data).toMatchObject({ amount: 29.69, original_amount: 89.97, discount_percent: 67 })
    expect(monthlyAddon.data.amount).toBe(9.9)

    const auth = await registerUser(t)
    const withAddon = started(await payByCard(auth, threeMonths.id, { form: { addon_legacy: true } }))
    expect(withAddon.status).toBe('approved')
    const paid = await paymentRow(t, withAddon.id)
    expect(paid.amountCents).toBe(threeMonths.amountCents + 2969)
    const grants = await subscriptionsOf(auth.user.id)
    const main = grants.find((grant) => grant.creatorId === t.demoCreator.id)
    const membership = grants.find((grant) => grant.creatorId === null)
    expect(membership?.bundledWithId).toBe(main?.id)
    expect(membership?.endsAt.toISOString()).toBe(main?.endsAt.toISOString())
  })
})

describe('the amount and currency charged', () => {
  const brazil = { ...BILLING, bill_addr_state: 'SP', bill_addr_country: 'BR', bill_addr_zip: '01000-000' }

  async function payCielo(auth: Signed, plan: number, card: string) {
    const token = (await tokenize(t, card)).token
    return postPayment(
      t,
      {
        ...paymentBody({
          plan,
          method: t.methods.cielo ?? 0,
          form: { ...USER_FORM, card_token: token, processor: { ...brazil, cust_brcpfcnpj: '529.982.247-25' } },
        }),
        country_id: t.countries.BR,
      },
      { auth },
    )
  }

  type PaymentBody = {
    status: string
    amount: number
    amount_in_currency: number
    charged_amount: number
    currency: string
    currency_decimals: number
  }

  it('a Brazilian buyer’s payment reads back in reais, as charged; a declined one charged 0', async () => {
    const auth = await registerUser(t)
    const paid = started(await payCielo(auth, t.plans.tokens25, '4242424242424242'))
    const read = await authed(t, auth.accessToken, { method: 'GET', url: `/api/payments/${paid.id}` })
    // 4.99 USD × 5.05 = 25.1995 → R$ 25.20.
    expect((read.json() as { data: PaymentBody }).data).toMatchObject({
      status: 'approved',
      amount: 4.99,
      amount_in_currency: 25.2,
      charged_amount: 25.2,
      currency: 'BRL',
      currency_decimals: 2,
    })

    const receipt = await waitForMail(t, auth.email, 'payment_receipt')
    expect(receipt.text).toContain('R$25.20')
    expect(receipt.text).not.toContain('$4.99')

    const declined = started(await payCielo(auth, t.plans.monthly, '4000000000000002'))
    const failed = await authed(t, auth.accessToken, { method: 'GET', url: `/api/payments/${declined.id}` })
    expect((failed.json() as { data: PaymentBody }).data).toMatchObject({
      status: 'failed',
      amount_in_currency: 151.45,
      charged_amount: 0,
      currency: 'BRL',
    })
    const list = await authed(t, auth.accessToken, { method: 'GET', url: `/api/payments?user_id=${auth.user.id}` })
    expect((list.json() as { data: PaymentBody[] }).data.map((row) => [row.currency, row.charged_amount])).toEqual([
      ['BRL', 0],
      ['BRL', 25.2],
    ])
  })

  it('each method says the currency it charges in the chosen country', async () => {
    type Methods = {
      data: {
        subscription_plan: {
          data: {
            payment_methods: {
              data: { key: string; driver_front_config: { charge_currency: string; local_currency: boolean } }[]
            }
          }
        }
      }[]
    }
    const inCountry = async (country: number | undefined) => {
      const res = await call(t, { method: 'GET', url: `/api/purchase_options?country_id=${country}&tokens=1` })
      const methods = (res.json() as Methods).data[0]?.subscription_plan.data.payment_methods.data ?? []
      return Object.fromEntries(methods.map((method) => [method.key, method.driver_front_config]))
    }
    const br = await inCountry(t.countries.BR)
    expect(br.astropay).toEqual(expect.objectContaining({ charge_currency: 'BRL', local_currency: true }))
    expect(br.ccbill).toEqual(expect.objectContaining({ charge_currency: 'USD', local_currency: false }))
    // The test method takes reais but not yen: in Japan it charges dollars.
    const jp = await inCountry(t.countries.JP)
    expect(jp.test).toEqual(expect.objectContaining({ charge_currency: 'USD', local_currency: false }))
  })
})

describe('a guest’s uses become their account’s', () => {
  it('after finishing the registration, the account cannot redeem the code again', async () => {
    const email = `finisher-${Date.now()}@example.test`
    const payment = started(await postPayment(t, prepaid(t.plans.monthly, guestForm(email))))
    const username = uniqueName('finisher')
    const registered = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        ...registerBody(
          { email, username, password: TEST_PASSWORD, finish_token: payment.guest_token ?? '' },
          await solveCaptcha(t),
        ),
        payment_id: payment.id,
      },
    })
    expect(registered.statusCode).toBe(201)
    const user = registered.json() as { data: { user: { id: number }; access_token: string } }
    expect(await redemptionsOf('PREPAID30', user.data.user.id)).toBe(1)
    const again = await authed(t, user.data.access_token, {
      method: 'POST',
      url: '/api/payments',
      payload: prepaid(t.plans.monthly),
      headers: { 'idempotency-key': `finisher-${payment.id}` },
    })
    expect(again.statusCode).toBe(410)
  })
})
