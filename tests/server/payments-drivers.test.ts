/**
 * Every driver's redirect kind and callback shape against the sandbox processor, and what each
 * purchase grants: in-app card forms (worldline with the device-data step, cielo with the Brazilian
 * tax id, ryvyl), the RYVYL widget (script), CCBill FlexForms, Mercado Pago, AstroPay, NOWPayments;
 * token packs into the ledger, creator subscriptions (posts open), legacy bundles and the add-on.
 */
import { createHash } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows, ledgerAccounts, posts, savedCards, subscriptions, users } from '../../server/db/schema/index'
import { tokenBalance } from '../../server/modules/wallet/ledger'
import { authed, call, registerUser, type Signed } from '../fixtures/auth'
import {
  BILLING,
  createPayApp,
  type PayApp,
  paymentBody,
  paymentRow,
  payOnHostedPage,
  postPayment,
  started,
  tokenize,
  USER_FORM,
} from './payments-fixture'

let t: PayApp

beforeAll(async () => {
  t = await createPayApp()
})
afterAll(() => t.close())

async function activeGrants(userId: number) {
  return t.db
    .select({ creatorId: subscriptions.creatorId, planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.endsAt, t.clock())))
}

async function membershipActive(userId: number) {
  const [row] = await t.db.select({ until: users.membershipExpiresAt }).from(users).where(eq(users.id, userId))
  return row?.until !== null && row?.until !== undefined && row.until > t.clock()
}

describe('inovio_pay (in-app card forms)', () => {
  async function deviceData(auth: Signed, token: string) {
    const res = await authed(t, auth.accessToken, {
      method: 'POST',
      url: '/api/paymentsInovioRetrieveDdc',
      payload: {
        country_id: 'INT',
        form_data: { ...USER_FORM, card_token: token },
        payment_method_id: t.methods.worldline,
      },
    })
    expect(res.statusCode).toBe(200)
    return (res.json() as { data: { DDC_URL: string; JWT: string; DDC_REFERENCEID: string } }).data
  }

  it('worldline: device data, then a card token and billing data approve at once, and the card is kept', async () => {
    const auth = await registerUser(t)
    const card = await tokenize(t, '4242424242424242')
    expect(card).toMatchObject({ brand: 'VISA', last_4_digits: '4242', bin: '424242' })
    const ddc = await deviceData(auth, card.token)
    const frame = await call(t, {
      method: 'POST',
      url: ddc.DDC_URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ JWT: ddc.JWT, Bin: card.bin }).toString(),
    })
    expect(frame.statusCode).toBe(200)
    expect(frame.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(frame.body).toContain(`data-session-id="${ddc.DDC_REFERENCEID}"`)

    const res = await postPayment(
      t,
      paymentBody({
        plan: t.plans.pass7,
        method: t.methods.worldline ?? 0,
        form: {
          ...USER_FORM,
          card_token: card.token,
          card_expiry: { month: '12', year: '30' },
          processor: BILLING,
          iframeLoaded: true,
          iframeData: { ddc_url: ddc.DDC_URL, jwt: ddc.JWT, bin: card.bin, ddc_referenceid: ddc.DDC_REFERENCEID },
        },
      }),
      { auth },
    )
    const payment = started(res)
    expect(payment.status).toBe('approved')
    expect(payment.redirect).toEqual({ method: 'get', url: `/payment/${payment.id}/result` })
    expect(await membershipActive(auth.user.id)).toBe(true)
    const kept = await t.db.select().from(savedCards).where(eq(savedCards.userId, auth.user.id))
    expect(kept.map((row) => row.last4)).toEqual(['4242'])
  })

  it('worldline without a device check: the bank challenge comes as a POSTed ACS form', async () => {
    const auth = await registerUser(t)
    const card = await tokenize(t, '5555555555554444')
    const payment = started(
      await postPayment(
        t,
        paymentBody({
          plan: t.plans.pass7,
          method: t.methods.worldline ?? 0,
          form: { ...USER_FORM, card_token: card.token, processor: BILLING },
        }),
        { auth },
      ),
    )
    expect(payment.status).toBe('pending')
    expect(payment.redirect?.method).toBe('post')
    expect(payment.redirect?.url).toBe('/sandbox-processor/3ds/acs')
    const acs = await call(t, {
      method: 'POST',
      url: payment.redirect?.url ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(payment.redirect?.fields ?? {}).toString(),
    })
    expect(acs.statusCode).toBe(200)
    const action = /action="([^"]+)"/.exec(acs.body)?.[1] ?? ''
    const done = await call(t, {
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=1234',
    })
    expect(done.headers.location).toBe(`/payment/${payment.id}/result`)
    await t.deliver()
    expect((await paymentRow(t, payment.id)).status).toBe('approved')
  })

  it('wants billing data valid for its country, and a card token the processor issued', async () => {
    const auth = await registerUser(t)
    const card = await tokenize(t, '4242424242424242')
    const bad = await postPayment(
      t,
      paymentBody({
        plan: t.plans.pass7,
        method: t.methods.worldline ?? 0,
        form: { ...USER_FORM, card_token: card.token, processor: { ...BILLING, bill_addr_state: 'XX' } },
      }),
      { auth },
    )
    expect(bad.statusCode).toBe(422)
    expect(Object.keys((bad.json() as { issues: object }).issues)).toEqual(['form_data.processor.bill_addr_state'])
    const long = await postPayment(
      t,
      paymentBody({
        plan: t.plans.pass7,
        method: t.methods.worldline ?? 0,
        form: { ...USER_FORM, card_token: card.token, processor: { ...BILLING, bill_addr_zip: '1'.repeat(21) } },
      }),
      { auth },
    )
    expect(Object.keys((long.json() as { issues: object }).issues)).toEqual(['form_data.processor.bill_addr_zip'])
    const unknown = await postPayment(
      t,
      paymentBody({
        plan: t.plans.pass7,
        method: t.methods.worldline ?? 0,
        form: { ...USER_FORM, card_token: 'tok_not_issued_by_anyone', processor: BILLING },
      }),
      { auth },
    )
    expect(unknown.statusCode).toBe(422)
    expect((unknown.json() as { issues: object }).issues).toHaveProperty(['form_data.card_token'])
  })

  it('cielo: Brazil only, charged in reais, and the CPF is required', async () => {
    const auth = await registerUser(t)
    const card = await tokenize(t, '4111111111111111')
    const brazil = { ...BILLING, bill_addr_state: 'SP', bill_addr_country: 'BR', bill_addr_zip: '01000-000' }
    const body = (form: Record<string, unknown>, country: number | 'INT') => ({
      ...paymentBody({
        plan: t.plans.monthly,
        method: t.methods.cielo ?? 0,
        form: { ...USER_FORM, card_token: card.token, ...form },
      }),
      country_id: country,
    })
    expect((await postPayment(t, body({ processor: brazil }, 'INT'), { auth })).statusCode).toBe(422)
    const noTaxId = await postPayment(t, body({ processor: brazil }, t.countries.BR ?? 0), { auth })
    expect(noTaxId.statusCode).toBe(422)
    expect((noTaxId.json() as { issues: object }).issues).toHaveProperty(['form_data.processor.cust_brcpfcnpj'])
    const payment = started(
      await postPayment(t, body({ processor: { ...brazil, cust_brcpfcnpj: '529.982.247-25' } }, t.countries.BR ?? 0), {
        auth,
      }),
    )
    expect(payment.status).toBe('approved')
    const row = await paymentRow(t, payment.id)
    expect(row.currency).toBe('BRL')
    // 29.99 USD × 5.05 = 151.4495 → 151.45 BRL.
    expect(row.chargedMinor).toBe(15145)
    expect(row.amountCents).toBe(2999)
  })
})

describe('ryvyl_flexform (hosted widget, script redirect)', () => {
  it('embeds the widget with its integrity, takes the card there, and settles on the return', async () => {
    const auth = await registerUser(t)
    const payment = started(
      await postPayment(
        t,
        paymentBody({ plan: t.plans.pass7, method: t.methods.ryvyl_flexform ?? 0, form: USER_FORM }),
        { auth },
      ),
    )
    expect(payment.redirect?.method).toBe('script')
    const params = payment.redirect?.params ?? {}
    expect(params).toMatchObject({ checkoutId: expect.any(String), integrity: expect.stringMatching(/^sha384-/) })
    const script = await call(t, { method: 'GET', url: params.url ?? '' })
    expect(script.statusCode).toBe(200)
    expect(`sha384-${createHash('sha384').update(script.rawPayload).digest('base64')}`).toBe(params.integrity)

    const paid = await call(t, {
      method: 'POST',
      url: `/sandbox-processor/ryvyl/v1/checkouts/${params.checkoutId}/payment`,
      payload: {
        card: { number: '4242424242424242', expiryMonth: '12', expiryYear: '30', cvv: '123', holder: 'Ana Tester' },
        billing: { street1: '1 Main St', city: 'Madrid', postcode: '28001', country: 'ES' },
        createRegistration: true,
      },
    })
    expect(paid.json()).toMatchObject({ result: { code: '000.100.110' } })
    const back = await call(t, {
      method: 'GET',
      url: `${params.shopperResultUrl}&id=${params.checkoutId}&resourcePath=/v1/checkouts/${params.checkoutId}/payment`,
    })
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`/payment/${payment.id}/result`)
    expect((await paymentRow(t, payment.id)).status).toBe('approved')
    // The card the buyer asked to store is kept; the late callback changes nothing more.
    expect(await t.db.select().from(savedCards).where(eq(savedCards.userId, auth.user.id))).toHaveLength(1)
    await t.deliver()
    expect(await activeGrants(auth.user.id)).toHaveLength(1)
  })
})

describe('hosted redirects of the other processors', () => {
  it('ccbill_flexform: a signed FlexForms URL, CCBill’s page, NewSaleSuccess webhook', async () => {
    const auth = await registerUser(t)
    const payment = started(
      await postPayment(t, paymentBody({ plan: t.plans.monthly, method: t.methods.ccbill ?? 0, form: USER_FORM }), {
        auth,
      }),
    )
    const url = new URL(payment.redirect?.url ?? '', 'http://x')
    expect(url.pathname).toMatch(/^\/sandbox-processor\/ccbill\/wap-frontflex\/flexforms\//)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      initialPrice: '29.99',
      initialPeriod: '30',
      currencyCode: '840',
      recurringPrice: '29.99',
      formDigest: expect.stringMatching(/^[0-9a-f]{32}$/),
      'X-payment_id': String(payment.id),
    })
    const tampered = new URL(url)
    tampered.searchParams.set('initialPrice', '0.99')
    const refused = await call(t, { method: 'GET', url: `${tampered.pathname}${tampered.search}` })
    expect(refused.statusCode).toBe(400)

    const back = await payOnHostedPage(t, `${url.pathname}${url.search}`, '4242424242424242')
    expect(back.location).toBe(`/payment/${payment.id}/result_ccbill`)
    await t.deliver()
    const row = await paymentRow(t, payment.id)
    expect(row.status).toBe('approved')
    expect(row.processorReference).toMatch(/^SBX-/)
    expect(await membershipActive(auth.user.id)).toBe(true)
  })

  it('mercadopago_basic: pays in the country’s currency; the webhook names the payment and is checked against it', async () => {
    const auth = await registerUser(t)
    const payment = started(
      await postPayment(
        t,
        {
          ...paymentBody({ plan: t.plans.pass7, method: t.methods.mercadopago ?? 0, form: USER_FORM }),
          country_id: t.countries.MX,
        },
        { auth },
      ),
    )
    expect(payment.redirect?.url).toMatch(/^\/sandbox-processor\/mercadopago\/checkout\/v1\/redirect\?pref_id=/)
    await payOnHostedPage(t, payment.redirect?.url ?? '', '4242424242424242')
    await t.deliver()
    const row = await paymentRow(t, payment.id)
    expect(row).toMatchObject({ status: 'approved', currency: 'MXN' })
  })

  it('astropay: a deposit page and a signed status callback', async () => {
    const auth = await registerUser(t)
    const payment = started(
      await postPayment(
        t,
        {
          ...paymentBody({ plan: t.plans.pass7, method: t.methods.astropay ?? 0, form: USER_FORM }),
          country_id: t.countries.TR,
        },
        { auth },
      ),
    )
    expect(payment.redirect?.url).toMatch(/^\/sandbox-processor\/astropay\/deposit\//)
    await payOnHostedPage(t, payment.redirect?.url ?? '', '5555555555554444')
    await t.deliver()
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'approved', currency: 'TRY' })
  })

  describe('now_payments (crypto)', () => {
    async function invoice() {
      const auth = await registerUser(t)
      const payment = started(
        await postPayment(
          t,
          paymentBody({ plan: t.plans.pass7, method: t.methods.now_payments ?? 0, form: USER_FORM }),
          { auth },
        ),
      )
      expect(payment.redirect?.url).toMatch(/^\/sandbox-processor\/nowpayments\/invoice\//)
      const page = await call(t, { method: 'GET', url: payment.redirect?.url ?? '' })
      expect(page.body).toContain('BTC')
      return { auth, payment }
    }

    async function send(url: string, kind: string) {
      const res = await call(t, {
        method: 'POST',
        url: url.split('?')[0] ?? url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `kind=${kind}`,
      })
      return String(res.headers.location ?? '')
    }

    it('only `finished` grants the plan; waiting and confirming keep it pending', async () => {
      const { auth, payment } = await invoice()
      // NOWPayments sends the buyer to the success_url we gave it: an address on our site.
      expect(await send(payment.redirect?.url ?? '', 'full')).toBe(`${t.config.publicUrl}/payment/${payment.id}/result`)
      await t.deliver()
      t.clock.advance(1500)
      await t.deliver()
      expect((await paymentRow(t, payment.id)).status).toBe('pending')
      t.clock.advance(t.config.payments.sandboxPendingMs)
      await t.deliver()
      expect((await paymentRow(t, payment.id)).status).toBe('approved')
      expect(await membershipActive(auth.user.id)).toBe(true)
    })

    it('a partial payment never grants anything; an expired invoice fails', async () => {
      const partial = await invoice()
      await send(partial.payment.redirect?.url ?? '', 'partial')
      t.clock.advance(t.config.payments.sandboxPendingMs * 2)
      await t.deliver()
      expect((await paymentRow(t, partial.payment.id)).status).toBe('pending')
      expect(await membershipActive(partial.auth.user.id)).toBe(false)

      const expired = await invoice()
      await send(expired.payment.redirect?.url ?? '', 'expire')
      await t.deliver()
      expect((await paymentRow(t, expired.payment.id)).status).toBe('failed')
    })
  })
})

describe('what each purchase grants', () => {
  it('a token pack credits the wallet through a balanced ledger movement', async () => {
    const auth = await registerUser(t)
    const payment = started(
      await postPayment(t, paymentBody({ plan: t.plans.tokens25, method: t.methods.test ?? 0, form: USER_FORM }), {
        auth,
      }),
    )
    await payOnHostedPage(t, payment.redirect?.url ?? '', '4242424242424242')
    await t.deliver()
    expect(await tokenBalance(t.db, auth.user.id)).toBe(25)
    const [wallet] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, auth.user.id))
    const [sum] = await t.db
      .execute<{ total: string }>(
        sql`select coalesce(sum(amount), 0)::text as total from ledger_entries where account_id = ${wallet?.id ?? 0}`,
      )
      .then((result) => result.rows)
    expect(Number(sum?.total)).toBe(25)
  })

  it('a paylink buys the creator’s offer: a subscription, a follow, and their locked posts open', async () => {
    const auth = await registerUser(t)
    const link = await call(t, {
      method: 'GET',
      url: `/api/paylink?country_id=INT&username=${t.demoCreator.username}&hash=welcome-pack`,
    })
    expect(link.statusCode).toBe(200)
    const data = (
      link.json() as {
        data: { id: number; amount: number; subscription_plan: { data: { id: number; payment_link_id: number } } }
      }
    ).data
    expect(data.subscription_plan.data.payment_link_id).toBe(data.id)
    const [premium] = await t.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.creatorId, t.demoCreator.id), eq(posts.frontContainer, 'premium')))
      .limit(1)
    const readPost = async () =>
      (
        (await authed(t, auth.accessToken, { method: 'GET', url: `/api/posts/${premium?.id}` })).json() as {
          data: { available: boolean }
        }
      ).data.available
    expect(await readPost()).toBe(false)

    const payment = started(
      await postPayment(
        t,
        paymentBody({
          plan: data.subscription_plan.data.id,
          method: t.methods.test ?? 0,
          form: USER_FORM,
          payment_link_id: data.id,
        }),
        { auth },
      ),
    )
    await payOnHostedPage(t, payment.redirect?.url ?? '', '4242424242424242')
    await t.deliver()
    expect(await activeGrants(auth.user.id)).toEqual([
      { creatorId: t.demoCreator.id, planId: data.subscription_plan.data.id },
    ])
    expect(
      await t.db
        .select()
        .from(follows)
        .where(and(eq(follows.userId, auth.user.id), eq(follows.creatorId, t.demoCreator.id))),
    ).toHaveLength(1)
    expect(await readPost()).toBe(true)
    // A paylink plan is only sold through its link.
    const direct = await postPayment(
      t,
      paymentBody({ plan: data.subscription_plan.data.id, method: t.methods.test ?? 0, form: USER_FORM }),
      { auth },
    )
    expect(direct.statusCode).toBe(422)
  })

  it('a legacy bundle grants the creator and the site membership', async () => {
    const auth = await registerUser(t)
    const payment = started(
      await postPayment(
        t,
        paymentBody({
          plan: t.plans.creatorMonthly,
          method: t.methods.ryvyl_card ?? 0,
          form: { ...USER_FORM, card_token: (await tokenize(t, '4242424242424242')).token, processor: BILLING },
          subscription_plan_plus_legacy_id: t.plans.creatorBundle,
        }),
        { auth },
      ),
    )
    expect(payment.status).toBe('approved')
    expect((await paymentRow(t, payment.id)).planId).toBe(t.plans.creatorBundle)
    const grants = await activeGrants(auth.user.id)
    expect(grants.map((grant) => grant.creatorId).sort()).toEqual([t.demoCreator.id, null].sort())
    expect(await membershipActive(auth.user.id)).toBe(true)
  })

  it('worldline never sends the bundle id; its add-on is priced from GET addons and grants the membership', async () => {
    const auth = await registerUser(t)
    const addon = (await call(t, { method: 'GET', url: '/api/addons' })).json() as {
      data: { amount: number; discount_percent: number }
    }
    expect(addon.data.discount_percent).toBe(67)
    const token = (await tokenize(t, '4242424242424242')).token
    const withBundle = await postPayment(
      t,
      paymentBody({
        plan: t.plans.creatorMonthly,
        method: t.methods.worldline ?? 0,
        form: { ...USER_FORM, card_token: token, processor: BILLING },
        subscription_plan_plus_legacy_id: t.plans.creatorBundle,
      }),
      { auth },
    )
    expect(withBundle.statusCode).toBe(422)

    const payment = started(
      await postPayment(
        t,
        paymentBody({
          plan: t.plans.otherCreatorMonthly,
          method: t.methods.worldline ?? 0,
          form: { ...USER_FORM, card_token: token, processor: BILLING, addon_legacy: true },
        }),
        { auth },
      ),
    )
    const row = await paymentRow(t, payment.id)
    const [plan] = await t.db
      .execute<{ amount_cents: number }>(
        sql`select amount_cents from subscription_plans where id = ${t.plans.otherCreatorMonthly}`,
      )
      .then((result) => result.rows)
    expect(row.amountCents).toBe((plan?.amount_cents ?? 0) + Math.round(addon.data.amount * 100))
    expect(row.addonId).not.toBeNull()
  })
})
