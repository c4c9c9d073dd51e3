/**
 * Every refusal of POST payments (422, 409, 410, 411, 412, 413) and one-click, the flows
 * that follow a 409 or 410 (a payment without the trial or the promotion), pre-paid codes, who may
 * read which payment, and bad input on every purchase route (always 4xx, never 5xx).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promotionalCodes, subscriptions } from '../../server/db/schema/index'
import { authed, call, registerUser } from '../fixtures/auth'
import {
  BILLING,
  createPayApp,
  demoLogin,
  guestForm,
  newKey,
  type PayApp,
  paymentBody,
  paymentRow,
  payOnHostedPage,
  postPayment,
  readPayment,
  started,
  tokenize,
  USER_FORM,
} from './payments-fixture'

let t: PayApp

beforeAll(async () => {
  t = await createPayApp()
})
afterAll(() => t.close())

type ErrorBody = {
  code: string
  reason?: string
  message: string
  issues?: Record<string, unknown>
  redirect?: string
  plan_id?: number
}
const errorOf = (res: { json: () => unknown }) => res.json() as ErrorBody

describe('422: the request or a field is not valid', () => {
  it('names the fields: consent, a guest’s e-mail, an unknown plan, an unpayable country, a method not sold there', async () => {
    const test = t.methods.test ?? 0
    const noTerms = await postPayment(
      t,
      paymentBody({ plan: t.plans.monthly, method: test, form: { terms: false, over_age: true } }),
    )
    expect(noTerms.statusCode).toBe(422)
    expect(errorOf(noTerms).issues).toHaveProperty(['form_data.terms'])

    const noEmail = await postPayment(t, paymentBody({ plan: t.plans.monthly, method: test, form: USER_FORM }))
    expect(errorOf(noEmail).issues).toHaveProperty(['form_data.email'])
    const mismatch = await postPayment(
      t,
      paymentBody({
        plan: t.plans.monthly,
        method: test,
        form: { ...guestForm('a@example.test'), email_confirm: 'b@example.test' },
      }),
    )
    expect(errorOf(mismatch).issues).toHaveProperty(['form_data.email_confirm'])

    expect(
      (await postPayment(t, paymentBody({ plan: 999_999, method: test, form: guestForm('c@example.test') })))
        .statusCode,
    ).toBe(422)
    const unpayable = await postPayment(t, {
      ...paymentBody({ plan: t.plans.monthly, method: test, form: guestForm('d@example.test') }),
      country_id: t.countries.VE,
    })
    expect(errorOf(unpayable).issues).toHaveProperty(['country_id'])
    const cieloAbroad = await postPayment(t, {
      ...paymentBody({ plan: t.plans.monthly, method: t.methods.cielo ?? 0, form: guestForm('e@example.test') }),
      country_id: t.countries.US,
    })
    expect(errorOf(cieloAbroad).issues).toHaveProperty(['payment_method_id'])
  })

  it('refuses a card number, a security code or an amount sent to our API', async () => {
    const base = paymentBody({
      plan: t.plans.monthly,
      method: t.methods.worldline ?? 0,
      form: guestForm('f@example.test'),
    })
    for (const body of [
      { ...base, form_data: { ...base.form_data, card_number: '4242424242424242' } },
      { ...base, form_data: { ...base.form_data, card_key: '123' } },
      { ...base, amount: 0.01 },
    ]) {
      const res = await postPayment(t, body)
      expect(res.statusCode).toBe(422)
      expect(res.body).not.toContain('4242424242424242')
    }
  })

  it('prices from the plan: the payment is the plan’s amount, whatever the client shows', async () => {
    const auth = await registerUser(t)
    const payment = started(
      await postPayment(t, paymentBody({ plan: t.plans.firstMonth, method: t.methods.test ?? 0, form: USER_FORM }), {
        auth,
      }),
    )
    const row = await paymentRow(t, payment.id)
    expect(row.amountCents).toBe(999)
    expect(row.chargedMinor).toBe(999)
  })

  it('answers an unknown promotional or referral code with its own code', async () => {
    const body = paymentBody({ plan: t.plans.monthly, method: t.methods.test ?? 0, form: guestForm('g@example.test') })
    const promo = await postPayment(t, { ...body, promotional_code: 'NOPE' })
    expect(promo.statusCode).toBe(422)
    expect(errorOf(promo).code).toBe('invalid_promotional_code')
    const ended = await postPayment(t, { ...body, promotional_code: 'SPRING10' })
    expect(errorOf(ended).code).toBe('invalid_promotional_code')
    const referral = await postPayment(t, { ...body, referal: 'NOBODY' })
    expect(errorOf(referral).code).toBe('invalid_referral_code')
    expect(started(await postPayment(t, { ...body, referal: 'velvetqr' })).status).toBe('pending')
  })
})

describe('409: free trial not available', () => {
  it('asks to accept no trial and no promotion, then pays the full price without them', async () => {
    const user = await demoLogin(t, 'user')
    const body = {
      ...paymentBody({ plan: t.plans.monthly, method: t.methods.test ?? 0, form: USER_FORM }),
      promotional_code: 'FREETRIAL7',
    }
    const refused = await postPayment(t, body, { auth: user })
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused)).toMatchObject({ code: 'trial_not_available', plan_id: t.plans.monthly })
    const halfAccepted = await postPayment(
      t,
      { ...body, form_data: { ...USER_FORM, accept_no_trial: true } },
      { auth: user },
    )
    expect(halfAccepted.statusCode).toBe(409)

    const payment = started(
      await postPayment(
        t,
        { ...body, form_data: { ...USER_FORM, accept_no_trial: true, accept_no_promo: true } },
        { auth: user },
      ),
    )
    const row = await paymentRow(t, payment.id)
    expect(row).toMatchObject({ amountCents: 2999, isTrial: false, isPreapproval: false, promotionalCodeId: null })
  })

  it('gives a first-time buyer the trial: nothing charged now, seven days granted', async () => {
    const auth = await registerUser(t)
    const payment = started(
      await postPayment(
        t,
        {
          ...paymentBody({ plan: t.plans.monthly, method: t.methods.test ?? 0, form: USER_FORM }),
          promotional_code: 'freetrial7',
        },
        { auth },
      ),
    )
    expect(await paymentRow(t, payment.id)).toMatchObject({ amountCents: 0, isTrial: true, isPreapproval: true })
    await payOnHostedPage(t, payment.redirect?.url ?? '', '4242424242424242')
    await t.deliver()
    const [grant] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, auth.user.id))
    const days = ((grant?.endsAt.getTime() ?? 0) - (grant?.startsAt.getTime() ?? 0)) / 86_400_000
    expect(days).toBe(7)
    // One trial per person: the next one is a 409.
    const again = await postPayment(
      t,
      {
        ...paymentBody({ plan: t.plans.monthly, method: t.methods.test ?? 0, form: USER_FORM }),
        promotional_code: 'FREETRIAL7',
      },
      { auth },
    )
    expect(again.statusCode).toBe(409)
  })
})

describe('410: the promotion does not apply with this method', () => {
  it('asks to accept no promotion, then pays without it', async () => {
    const auth = await registerUser(t)
    const body = {
      ...paymentBody({ plan: t.plans.monthly, method: t.methods.ccbill ?? 0, form: USER_FORM }),
      promotional_code: 'WELCOME50',
    }
    const refused = await postPayment(t, body, { auth })
    expect(refused.statusCode).toBe(410)
    expect(errorOf(refused).code).toBe('promotion_not_available')
    const payment = started(
      await postPayment(t, { ...body, form_data: { ...USER_FORM, accept_no_promo: true } }, { auth }),
    )
    expect(await paymentRow(t, payment.id)).toMatchObject({ amountCents: 2999, promotionalCodeId: null })

    const discounted = started(await postPayment(t, { ...body, payment_method_id: t.methods.test }, { auth }))
    expect((await paymentRow(t, discounted.id)).amountCents).toBe(1500)
  })
})

describe('411: log in first', () => {
  it('for a guest whose e-mail has an account, and for a guest buying tokens', async () => {
    const taken = await postPayment(
      t,
      paymentBody({ plan: t.plans.monthly, method: t.methods.test ?? 0, form: guestForm('member@velvet.example') }),
    )
    expect(taken.statusCode).toBe(411)
    expect(errorOf(taken)).toMatchObject({ code: 'login_required', redirect: 'login', plan_id: t.plans.monthly })
    const tokens = await postPayment(
      t,
      paymentBody({ plan: t.plans.tokens25, method: t.methods.test ?? 0, form: guestForm('new-buyer@example.test') }),
    )
    expect(tokens.statusCode).toBe(411)
  })
})

describe('412: this processor already failed for this buyer', () => {
  it('after two declines with worldline, a third try answers 412 with a way back', async () => {
    const auth = await registerUser(t)
    const decline = async () => {
      const card = await tokenize(t, '4000000000000002')
      return postPayment(
        t,
        paymentBody({
          plan: t.plans.pass7,
          method: t.methods.worldline ?? 0,
          form: { ...USER_FORM, card_token: card.token, processor: BILLING },
        }),
        { auth },
      )
    }
    expect(started(await decline()).status).toBe('failed')
    expect(started(await decline()).status).toBe('failed')
    const third = await decline()
    expect(third.statusCode).toBe(412)
    expect(errorOf(third)).toMatchObject({ code: 'processor_already_failed', redirect: 'home', plan_id: t.plans.pass7 })
    // Other methods are still open, and offered as "try again".
    const options = await authed(t, auth.accessToken, { method: 'GET', url: '/api/purchase_options?country_id=INT' })
    const methods = (
      options.json() as {
        data: { subscription_plan: { data: { payment_methods: { data: { key: string; group: string }[] } } } }[]
      }
    ).data[0]?.subscription_plan.data.payment_methods.data
    expect(methods?.find((method) => method.key === 'worldline')?.group).toBe('others')
    expect(methods?.find((method) => method.key === 'ccbill')?.group).toBe('try-again')
  })
})

describe('413: the server says why', () => {
  it('a creator cannot buy their own plan', async () => {
    const creator = await demoLogin(t, 'creator')
    const res = await postPayment(
      t,
      paymentBody({ plan: t.plans.creatorMonthly, method: t.methods.test ?? 0, form: USER_FORM }),
      { auth: creator, headers: { 'accept-language': 'es' } },
    )
    expect(res.statusCode).toBe(413)
    expect(errorOf(res)).toMatchObject({ code: 'payment_not_possible', message: expect.stringMatching(/propio plan/) })
  })

  it('a single-use pre-paid code pays once; the second use is refused with 410', async () => {
    await t.db.insert(promotionalCodes).values({
      code: 'GIFT-ONCE',
      type: 'pre_paid',
      maxRedemptions: 1,
      commercialText: { en: 'Gift', es: 'Regalo', pt: 'Presente', tr: 'Hediye' },
      legalText: { en: 'Once.', es: 'Una vez.', pt: 'Uma vez.', tr: 'Bir kez.' },
    })
    const first = started(
      await postPayment(t, {
        ...paymentBody({ plan: t.plans.monthly, method: null, form: guestForm('gift@example.test') }),
        promotional_code: 'GIFT-ONCE',
      }),
    )
    expect(first.status).toBe('approved')
    expect(first.redirect).toEqual({ method: 'get', url: `/payment/${first.id}/result` })
    const second = await postPayment(t, {
      ...paymentBody({ plan: t.plans.monthly, method: null, form: guestForm('gift2@example.test') }),
      promotional_code: 'GIFT-ONCE',
    })
    // Used up: the spec's 410, so the buyer can pay without it.
    expect(second.statusCode).toBe(410)
    expect(errorOf(second)).toMatchObject({ code: 'promotion_not_available', reason: 'used_up' })
  })

  it('a method is required unless a pre-paid code pays', async () => {
    const res = await postPayment(
      t,
      paymentBody({ plan: t.plans.monthly, method: null, form: guestForm('nomethod@example.test') }),
    )
    expect(res.statusCode).toBe(422)
    expect(errorOf(res).issues).toHaveProperty(['payment_method_id'])
  })
})

describe('one-click', () => {
  it('is for signed-in buyers and their own cards, and answers 409 and 410 like POST payments', async () => {
    const path = (card: number) => `/api/one_click_payment/${t.plans.monthly}/${card}`
    const member = await demoLogin(t, 'member')
    const cards = (
      (await authed(t, member.accessToken, { method: 'GET', url: '/api/purchase_options?country_id=INT' })).json() as {
        data: { subscription_plan: { data: { one_click_pay_cards: { data: { id: number }[] } } } }[]
      }
    ).data[0]?.subscription_plan.data.one_click_pay_cards.data
    const cardId = cards?.[0]?.id ?? 0
    expect((await call(t, { method: 'POST', url: path(cardId), payload: { form_data: USER_FORM } })).statusCode).toBe(
      401,
    )

    const other = await registerUser(t)
    const notYours = await authed(t, other.accessToken, {
      method: 'POST',
      url: path(cardId),
      payload: { form_data: USER_FORM },
      headers: { 'idempotency-key': newKey() },
    })
    expect(notYours.statusCode).toBe(404)

    const user = await demoLogin(t, 'user')
    const userCard = (
      (await authed(t, user.accessToken, { method: 'GET', url: '/api/purchase_options?country_id=INT' })).json() as {
        data: { subscription_plan: { data: { one_click_pay_cards: { data: { id: number }[] } } } }[]
      }
    ).data[0]?.subscription_plan.data.one_click_pay_cards.data[0]?.id
    const trial = await authed(t, user.accessToken, {
      method: 'POST',
      url: `/api/one_click_payment/${t.plans.monthly}/${userCard}`,
      payload: { form_data: USER_FORM, promotional_code: 'FREETRIAL7' },
      headers: { 'idempotency-key': newKey() },
    })
    expect(trial.statusCode).toBe(409)
    const noTerms = await authed(t, user.accessToken, {
      method: 'POST',
      url: `/api/one_click_payment/${t.plans.monthly}/${userCard}`,
      payload: { form_data: { terms: true } },
      headers: { 'idempotency-key': newKey() },
    })
    expect(noTerms.statusCode).toBe(422)
  })
})

describe('who may read a payment', () => {
  it('its buyer; anyone else gets 404; the list refuses another user’s id', async () => {
    const alice = await registerUser(t)
    const bob = await registerUser(t)
    const payment = started(
      await postPayment(t, paymentBody({ plan: t.plans.pass7, method: t.methods.test ?? 0, form: USER_FORM }), {
        auth: alice,
      }),
    )
    expect((await readPayment(t, payment.id, { auth: alice })).statusCode).toBe(200)
    expect((await readPayment(t, payment.id, { auth: bob })).statusCode).toBe(404)
    expect((await readPayment(t, payment.id)).statusCode).toBe(404)
    expect((await readPayment(t, 999_999, { auth: alice })).statusCode).toBe(404)

    const mine = await authed(t, alice.accessToken, {
      method: 'GET',
      url: `/api/payments?user_id=${alice.user.id}&order_by=created_at`,
    })
    expect((mine.json() as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([payment.id])
    const theirs = await authed(t, bob.accessToken, { method: 'GET', url: `/api/payments?user_id=${alice.user.id}` })
    expect(theirs.statusCode).toBe(403)
    expect((await call(t, { method: 'GET', url: '/api/payments' })).statusCode).toBe(401)
  })

  it('a guest lists their purchase with its token', async () => {
    const payment = started(
      await postPayment(
        t,
        paymentBody({ plan: t.plans.pass7, method: t.methods.test ?? 0, form: guestForm('lister@example.test') }),
      ),
    )
    const list = await call(t, {
      method: 'GET',
      url: `/api/payments?user_finish_token=${payment.guest_token}&include=user_credit_card`,
    })
    expect((list.json() as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([payment.id])
    expect((await call(t, { method: 'GET', url: '/api/payments?user_finish_token=wrong' })).statusCode).toBe(404)
  })
})

describe('bad input on every purchase route is a 4xx', () => {
  it.each([
    ['GET', '/api/countries?per_page=0'],
    ['GET', '/api/countries?per_page=10000'],
    ['GET', '/api/countries?order_by=code'],
    ['GET', '/api/countries?include=flag'],
    ['GET', '/api/country_subdivisions'],
    ['GET', '/api/country_subdivisions?country_id=abc'],
    ['GET', '/api/currencies?default=maybe'],
    ['GET', '/api/purchase_options?country_id=abc'],
    ['GET', '/api/purchase_options?include=everything'],
    ['GET', '/api/purchase_options?plan=-1'],
    ['GET', '/api/purchase_options?tokens=2'],
    ['GET', '/api/purchase_options?country_id=999999'],
    ['GET', '/api/paylink?username=x'],
    ['GET', '/api/paylink?username=x&hash=%3Cscript%3E'],
    ['GET', '/api/addons?plan=x'],
    ['GET', '/api/payments/abc'],
    ['GET', '/api/payments?per_page=1000'],
    ['GET', '/api/payments?order_by=amount'],
    ['POST', '/api/payments'],
    ['POST', '/api/paymentsInovioRetrieveDdc'],
    ['POST', '/api/one_click_payment/x/y'],
    ['POST', '/sandbox-processor/v1/tokens'],
    ['POST', '/api/payments/callbacks/unknown_driver'],
    ['GET', '/api/payments/return/unknown_driver'],
    ['GET', '/sandbox-processor/pay/chk_missing'],
  ])('%s %s', async (method, url) => {
    const res = await call(t, { method: method as 'GET' | 'POST', url, ...(method === 'POST' ? { payload: {} } : {}) })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
  })

  it('refuses a non-JSON payment body with 415', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/payments',
      headers: { 'content-type': 'text/plain' },
      payload: 'card_number=4242424242424242',
    })
    expect(res.statusCode).toBe(415)
  })

  it('refuses a malformed card at the tokenisation endpoint, naming each field', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/sandbox-processor/v1/tokens',
      payload: { card_number: '4242424242424241', card_expiry: { month: '13', year: '00' }, card_key: '1' },
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys((res.json() as { issues: object }).issues).sort()).toEqual([
      'card_expiry.month',
      'card_expiry.year',
      'card_key',
      'card_number',
    ])
    expect(res.body).not.toContain('4242424242424241')
  })
})
