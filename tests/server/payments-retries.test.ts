/**
 * What a buyer finds when paying again: a card saved once is listed once (one per fingerprint,
 * whatever method kept it, the demo's saved test cards included); "Cancel and go back" on a hosted
 * page is not a failed attempt (no "try again" grouping, no 412); the hosted page takes the card
 * number as people type it and checks the name on the card; and a failure is the buyer's own: the
 * 412 count and a banned card never reach another user paying with the same card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authed, call, registerUser, type Signed } from '../fixtures/auth'
import {
  BILLING,
  createPayApp,
  demoLogin,
  FUTURE_YEAR,
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

type Card = { id: number; type: string; last_4_digits: string; banned: boolean }
type Method = { key: string; group: string }
type Option = {
  subscription_plan: { data: { one_click_pay_cards?: { data: Card[] }; payment_methods?: { data: Method[] } } }
}

async function offered(auth: Signed, query = 'country_id=INT&tokens=1') {
  const res = await authed(t, auth.accessToken, {
    method: 'GET',
    url: `/api/purchase_options?${query}&include=subscription_plan,payment_methods,one_click_pay_cards`,
  })
  expect(res.statusCode).toBe(200)
  const plan = (res.json() as { data: Option[] }).data[0]?.subscription_plan.data
  return { cards: plan?.one_click_pay_cards?.data ?? [], methods: plan?.payment_methods?.data ?? [] }
}

/** A token pack paid on the test method's hosted page with `card`, settled by its callback. */
async function payOnTestPage(auth: Signed, card: string) {
  const payment = started(
    await postPayment(t, paymentBody({ plan: t.plans.tokens25, method: t.methods.test ?? 0, form: USER_FORM }), {
      auth,
    }),
  )
  await payOnHostedPage(t, payment.redirect?.url ?? '', card)
  await t.deliver()
  return paymentRow(t, payment.id)
}

/** A token pack paid with the in-app card form of `method` (no device step): settled at once. */
async function payInApp(auth: Signed, card: string, method = t.methods.ryvyl_card ?? 0) {
  const token = await tokenize(t, card)
  return postPayment(
    t,
    paymentBody({
      plan: t.plans.tokens25,
      method,
      form: { ...USER_FORM, card_token: token.token, processor: BILLING },
    }),
    { auth },
  )
}

describe('saved cards: one per card', () => {
  it('the demo member paying again with their saved test card still has one "Visa ending in 4242"', async () => {
    const member = await demoLogin(t, 'member')
    const before = await offered(member)
    expect(before.cards.filter((card) => card.last_4_digits === '4242')).toHaveLength(1)
    expect((await payOnTestPage(member, '4242424242424242')).status).toBe('approved')
    const after = await offered(member)
    expect(after.cards.map((card) => card.last_4_digits)).toEqual(before.cards.map((card) => card.last_4_digits))
  })

  it('a card kept by two methods is listed once', async () => {
    const user = await registerUser(t)
    expect(started(await payInApp(user, '5555555555554444')).status).toBe('approved')
    expect((await payOnTestPage(user, '5555555555554444')).status).toBe('approved')
    expect(started(await payInApp(user, '4111111111111111')).status).toBe('approved')
    const { cards } = await offered(user)
    expect(cards.map((card) => `${card.type} ${card.last_4_digits}`).sort()).toEqual(['MASTER 4444', 'VISA 1111'])
  })
})

describe('"Cancel and go back" on a hosted page is not a failed attempt', () => {
  async function cancelOn(auth: Signed, method: number, countryId: number | 'INT') {
    const payment = started(
      await postPayment(
        t,
        { ...paymentBody({ plan: t.plans.tokens25, method, form: USER_FORM }), country_id: countryId },
        { auth },
      ),
    )
    const page = await call(t, { method: 'GET', url: payment.redirect?.url ?? '' })
    const cancel = await call(t, {
      method: 'POST',
      url: /<form method="post" action="([^"]+\/cancel)"/.exec(page.body)?.[1] ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(cancel.statusCode).toBe(303)
    await t.deliver()
    return paymentRow(t, payment.id)
  }

  it('the sandbox page and AstroPay: canceled, no "try again" group, and a third try is not refused', async () => {
    const user = await registerUser(t)
    const turkey = t.countries.TR ?? 0
    for (const [method, country] of [
      [t.methods.test ?? 0, 'INT'],
      [t.methods.test ?? 0, 'INT'],
      [t.methods.astropay ?? 0, turkey],
      [t.methods.astropay ?? 0, turkey],
    ] as const) {
      const row = await cancelOn(user, method, country)
      expect(row.status).toBe('canceled')
      expect(row.data?.TRANS_STATUS_NAME).not.toBe('DECLINED')
    }
    const { methods } = await offered(user, `country_id=${turkey}&tokens=1`)
    expect(methods.find((method) => method.key === 'astropay')).toBeDefined()
    expect(methods.filter((method) => method.group === 'try-again')).toEqual([])
    expect(methods.find((method) => method.key === 'test')?.group).toBe('recommended')
    const third = await postPayment(
      t,
      {
        ...paymentBody({ plan: t.plans.tokens25, method: t.methods.astropay ?? 0, form: USER_FORM }),
        country_id: turkey,
      },
      { auth: user },
    )
    expect(third.statusCode).toBe(201)
  })
})

describe('the hosted card page', () => {
  async function openPage(auth: Signed) {
    const payment = started(
      await postPayment(t, paymentBody({ plan: t.plans.tokens25, method: t.methods.test ?? 0, form: USER_FORM }), {
        auth,
      }),
    )
    const page = await call(t, { method: 'GET', url: payment.redirect?.url ?? '' })
    const action = /<form method="post" action="([^"]+)" novalidate data-sandbox-card>/.exec(page.body)?.[1] ?? ''
    const reference = /name="ddc_reference" value="([^"]*)"/.exec(page.body)?.[1] ?? ''
    // The device check the page runs in its hidden frame.
    const frame = /src="(\/sandbox-processor\/ddc\/frame\?jwt=[^"]+)"/.exec(page.body)?.[1] ?? ''
    expect((await call(t, { method: 'GET', url: frame.replaceAll('&amp;', '&') })).statusCode).toBe(200)
    return { payment, action: { url: action, reference } }
  }

  function submit(action: { url: string; reference: string }, fields: Record<string, string>) {
    return call(t, {
      method: 'POST',
      url: action.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ddc_reference: action.reference,
        card_number: '4242424242424242',
        exp_month: '12',
        exp_year: FUTURE_YEAR,
        cvc: '123',
        lang: 'en',
        ...fields,
      }).toString(),
    })
  }

  it('refuses an empty or digits-only name on card, keeps what was typed, and names the field', async () => {
    const user = await registerUser(t)
    const { payment, action } = await openPage(user)
    const empty = await submit(action, { holder: '  ' })
    expect(empty.statusCode).toBe(422)
    expect(empty.body).toMatch(
      /id="f-holder"[^>]*aria-invalid="true"[^>]*>\s*<p class="error" id="f-holder-error">Required\.<\/p>/,
    )
    for (const holder of ['12345', '1234 5678', 'A', '<b>Ana</b>']) {
      const bad = await submit(action, { holder, lang: 'es' })
      expect(bad.statusCode).toBe(422)
      expect(bad.body).toContain('Escribe el nombre tal como aparece en la tarjeta.')
    }
    // What was typed is given back, escaped.
    expect((await submit(action, { holder: '<b>Ana</b>' })).body).toContain('value="&lt;b&gt;Ana&lt;/b&gt;"')
    expect((await paymentRow(t, payment.id)).status).toBe('pending')
    for (const holder of ['Ana Tester', "José O'Neil-Ünal", 'Zoë St. Clair']) {
      const page = await openPage(user)
      const ok = await submit(page.action, { holder })
      expect(ok.statusCode).toBe(303)
      expect(ok.headers.location).toBe(`/payment/${page.payment.id}/result`)
    }
  })

  it('takes the card number with spaces or dashes, as people type it', async () => {
    const user = await registerUser(t)
    for (const number of ['4242 4242 4242 4242', '4242-4242-4242-4242', ' 4242 4242-4242 4242 ']) {
      const { payment, action } = await openPage(user)
      const res = await submit(action, { holder: 'Ana Tester', card_number: number })
      expect(res.statusCode).toBe(303)
      await t.deliver()
      const row = await paymentRow(t, payment.id)
      expect(row).toMatchObject({ status: 'approved', cardLast4: '4242', cardBrand: 'VISA' })
    }
    const { action } = await openPage(user)
    const letters = await submit(action, { holder: 'Ana Tester', card_number: '4242 4242 4242 424x' })
    expect(letters.statusCode).toBe(422)
  })
})

describe('a failure is the buyer’s own', () => {
  it('two users, one card: the 412 count and the banned card stay with the user who failed', async () => {
    const first = await registerUser(t)
    const second = await registerUser(t)
    const ryvyl = t.methods.ryvyl_card ?? 0
    // Both keep the card that declines on later one-click charges.
    for (const user of [first, second])
      expect(started(await payInApp(user, '4000000000000341')).status).toBe('approved')
    // The first user's one-click with it declines: their copy is banned.
    const [firstCard] = (await offered(first)).cards
    const charged = await authed(t, first.accessToken, {
      method: 'POST',
      url: `/api/one_click_payment/${t.plans.tokens25}/${firstCard?.id ?? 0}`,
      payload: { form_data: USER_FORM, payment_link_id: null },
      headers: { 'idempotency-key': `retries-${Date.now()}` },
    })
    expect((charged.json() as { data: { status: string } }).data.status).toBe('failed')
    expect((await offered(first)).cards).toMatchObject([{ last_4_digits: '0341', banned: true }])
    // Another decline with this processor, and the first user is refused (412).
    expect(started(await payInApp(first, '4000000000000002', ryvyl)).status).toBe('failed')
    expect((await payInApp(first, '4000000000000002', ryvyl)).statusCode).toBe(412)

    // The second user, same card numbers: neither refused nor banned.
    expect((await offered(second)).cards).toMatchObject([{ last_4_digits: '0341', banned: false }])
    expect(started(await payInApp(second, '4000000000000002', ryvyl)).status).toBe('failed')
    const { methods } = await offered(second)
    expect(methods.find((method) => method.key === 'ryvyl_card')?.group).toBe('others')
    expect(started(await payInApp(second, '4000000000000002', ryvyl)).status).toBe('failed')
    expect((await payInApp(first, '4242424242424242', t.methods.worldline ?? 0)).statusCode).not.toBe(412)
  })
})
