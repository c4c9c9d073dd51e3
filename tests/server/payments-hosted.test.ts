/**
 * The sandbox processor's hosted page end to end (driver `test`), as the app drives it: POST
 * payments, follow the `get` redirect, pay on the page (device check, 3-D Secure challenge), come
 * back to /payment/{id}/result, and the signed callback settles the payment and grants the plan.
 * A guest then finishes the registration from the mailed link, with the payment attached.
 */
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, paymentEvents, subscriptions, unfinishedUsers, users } from '../../server/db/schema/index'
import {
  call,
  registerBody,
  registerUser,
  solveCaptcha,
  TEST_PASSWORD,
  uniqueName,
  waitForMail,
} from '../fixtures/auth'
import {
  answerChallenge,
  createPayApp,
  demoLogin,
  guestForm,
  type PayApp,
  paymentBody,
  paymentRow,
  payOnHostedPage,
  postPayment,
  readPayment,
  started,
  USER_FORM,
} from './payments-fixture'

let t: PayApp

beforeAll(async () => {
  t = await createPayApp()
})
afterAll(() => t.close())

describe('a guest buys a membership on the hosted page', () => {
  it('pays, comes back to the result page, is approved by the callback, and finishes the registration', async () => {
    const email = `${uniqueName('guest')}@example.test`
    const res = await postPayment(
      t,
      paymentBody({ plan: t.plans.monthly, method: t.methods.test ?? 0, form: guestForm(email) }),
    )
    const payment = started(res)
    expect(payment.status).toBe('pending')
    expect(payment.redirect?.method).toBe('get')
    expect(payment.redirect?.url).toMatch(/^\/sandbox-processor\/pay\/chk_/)
    expect(payment.guest_token).toEqual(expect.any(String))

    const back = await payOnHostedPage(t, payment.redirect?.url ?? '', '4242424242424242')
    expect(back.status).toBe(303)
    expect(back.location).toBe(`/payment/${payment.id}/result`)

    // The guest reads the payment with the token; nobody else can.
    const before = await readPayment(t, payment.id, { token: payment.guest_token ?? '' })
    expect(before.statusCode).toBe(200)
    expect(await readPayment(t, payment.id)).toMatchObject({ statusCode: 404 })
    expect(await readPayment(t, payment.id, { token: 'not-the-token' })).toMatchObject({ statusCode: 404 })

    expect(await t.deliver()).toBeGreaterThan(0)
    const after = (await readPayment(t, payment.id, { token: payment.guest_token ?? '' })).json() as {
      data: {
        status: string
        amount: number
        currency: string
        data: { TRANS_STATUS_NAME: string; TRANS_ID: string }
        login_token: { data: { url: string; token: string } } | null
        user_credit_card: { data: { last_4_digits: string; type: string } } | null
      }
    }
    expect(after.data.status).toBe('approved')
    expect(after.data.amount).toBe(29.99)
    expect(after.data.currency).toBe('USD')
    expect(after.data.data.TRANS_STATUS_NAME).toBe('APPROVED')
    expect(after.data.user_credit_card?.data).toMatchObject({ last_4_digits: '4242', type: 'VISA' })
    expect(after.data.login_token?.data.url).toBe(
      `/finish?token=${encodeURIComponent(payment.guest_token ?? '')}&payment_id=${payment.id}`,
    )

    const receipt = await waitForMail(t, email, 'payment_receipt')
    expect(receipt.text).toContain(payment.operation_number)
    expect(receipt.text).toContain('$29.99')
    const finish = await waitForMail(t, email, 'finish_registration')
    const link = new URL(finish.link)
    expect(link.pathname).toBe('/finish')
    expect(link.searchParams.get('payment_id')).toBe(String(payment.id))

    // The finish page reads the unfinished user, then registers with the token and the payment.
    const token = link.searchParams.get('token') ?? ''
    const unfinished = await call(t, { method: 'GET', url: `/api/unfinished_users?finish_token=${token}&limit=1` })
    expect((unfinished.json() as { data: { email: string }[] }).data[0]?.email).toBe(email)
    const username = uniqueName('buyer')
    const registered = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        ...registerBody({ email, username, password: TEST_PASSWORD, finish_token: token }, await solveCaptcha(t)),
        payment_id: payment.id,
      },
    })
    expect(registered.statusCode).toBe(201)
    const session = registered.json() as { data: { user: { id: number; membership_active: boolean } } }
    expect(session.data.user.membership_active).toBe(true)
    const row = await paymentRow(t, payment.id)
    expect(row.userId).toBe(session.data.user.id)
    const [grant] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, row.subscriptionId ?? 0))
    expect(grant?.userId).toBe(session.data.user.id)
  })

  it('refuses a registration naming a payment that is not the finish link’s', async () => {
    const email = `${uniqueName('guest')}@example.test`
    const first = started(
      await postPayment(t, paymentBody({ plan: t.plans.pass7, method: t.methods.test ?? 0, form: guestForm(email) })),
    )
    const other = started(
      await postPayment(
        t,
        paymentBody({ plan: t.plans.pass7, method: t.methods.test ?? 0, form: guestForm(`x${email}`) }),
      ),
    )
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        ...registerBody(
          { email, username: uniqueName('buyer'), password: TEST_PASSWORD, finish_token: first.guest_token ?? '' },
          await solveCaptcha(t),
        ),
        payment_id: other.id,
      },
    })
    expect(res.statusCode).toBe(422)
    expect((res.json() as { issues: Record<string, unknown> }).issues).toHaveProperty('payment_id')
  })
})

describe('test cards on the hosted page', () => {
  async function start() {
    const auth = await registerUser(t)
    const payment = started(
      await postPayment(t, paymentBody({ plan: t.plans.pass7, method: t.methods.test ?? 0, form: USER_FORM }), {
        auth,
      }),
    )
    return { auth, payment }
  }

  it('declines 4000 0000 0000 0002 with the processor’s advice', async () => {
    const { auth, payment } = await start()
    const back = await payOnHostedPage(t, payment.redirect?.url ?? '', '4000000000000002')
    expect(back.location).toBe(`/payment/${payment.id}/result`)
    await t.deliver()
    const body = (await readPayment(t, payment.id, { auth })).json() as {
      data: { status: string; data: { TRANS_STATUS_NAME: string; SERVICE_ADVICE: string; TRANS_ID: string } }
    }
    expect(body.data.status).toBe('failed')
    expect(body.data.data.TRANS_STATUS_NAME).toBe('DECLINED')
    expect(body.data.data.SERVICE_ADVICE).toMatch(/declined/i)
    expect(body.data.data.TRANS_ID).toMatch(/^SBX-/)
  })

  it('leaves 4000 0000 0000 0259 pending until the late callback approves it', async () => {
    const { auth, payment } = await start()
    await payOnHostedPage(t, payment.redirect?.url ?? '', '4000000000000259')
    await t.deliver()
    const read = async () =>
      ((await readPayment(t, payment.id, { auth })).json() as { data: { status: string } }).data.status
    expect(await read()).toBe('pending')
    t.clock.advance(t.config.payments.sandboxPendingMs + 1000)
    await t.deliver()
    expect(await read()).toBe('approved')
  })

  it('asks 4000 0000 0000 3220 for the 3-D Secure code: the right one approves, a wrong one declines', async () => {
    const good = await start()
    const challenged = await payOnHostedPage(t, good.payment.redirect?.url ?? '', '4000000000003220')
    expect(challenged.location).toMatch(/^\/sandbox-processor\/3ds\//)
    expect(await answerChallenge(t, challenged.location, '1234')).toBe(`/payment/${good.payment.id}/result`)
    await t.deliver()
    expect((await paymentRow(t, good.payment.id)).status).toBe('approved')

    const bad = await start()
    const again = await payOnHostedPage(t, bad.payment.redirect?.url ?? '', '4000000000003220')
    await answerChallenge(t, again.location, '0000')
    await t.deliver()
    const row = await paymentRow(t, bad.payment.id)
    expect(row.status).toBe('failed')
    expect(row.data?.SERVICE_ADVICE).toMatch(/3-D Secure/)
  })

  it('asks for the challenge when the device check did not run', async () => {
    const { payment } = await start()
    const back = await payOnHostedPage(t, payment.redirect?.url ?? '', '4242424242424242', { skipDeviceCheck: true })
    expect(back.location).toMatch(/^\/sandbox-processor\/3ds\//)
  })

  it('shows the card page again with the problems of a bad card, in the page’s language', async () => {
    const { payment } = await start()
    const page = await call(t, { method: 'GET', url: `${payment.redirect?.url ?? ''}`.replace(/lang=\w+/, 'lang=es') })
    expect(page.body).toContain('Número de tarjeta')
    const action = /action="(\/sandbox-processor\/pay\/[^"]+)"/.exec(page.body)?.[1] ?? ''
    const res = await call(t, {
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=4111111111111112&exp_month=13&exp_year=00&cvc=1&lang=es',
    })
    expect(res.statusCode).toBe(422)
    expect(res.body).toContain('Este número de tarjeta no es válido.')
    expect(res.body).toContain('aria-invalid="true"')
    expect((await paymentRow(t, payment.id)).status).toBe('pending')
  })

  it('cancels from the page: the payment ends canceled', async () => {
    const { payment } = await start()
    const cancel = await call(t, {
      method: 'POST',
      url: `${(payment.redirect?.url ?? '').split('?')[0]}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(cancel.headers.location).toBe(`/payment/${payment.id}/result`)
    await t.deliver()
    expect((await paymentRow(t, payment.id)).status).toBe('canceled')
  })
})

describe('audit trail', () => {
  it('records every state a payment took, and who moved it', async () => {
    const auth = await demoLogin(t, 'member')
    const payment = started(
      await postPayment(t, paymentBody({ plan: t.plans.pass7, method: t.methods.test ?? 0, form: USER_FORM }), {
        auth,
      }),
    )
    await payOnHostedPage(t, payment.redirect?.url ?? '', '5555555555554444')
    await t.deliver()
    const events = await t.db
      .select({ from: paymentEvents.fromStatus, to: paymentEvents.toStatus, source: paymentEvents.source })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id))
      .orderBy(paymentEvents.id)
    expect(events).toEqual([
      { from: null, to: 'pending', source: 'api' },
      { from: 'pending', to: 'approved', source: 'callback' },
    ])
    await waitForMail(t, 'member@velvet.example', 'payment_receipt')
    // The processor sends the same callback again a little later: nothing more happens.
    t.clock.advance(t.config.payments.sandboxDuplicateMs + 1000)
    expect(await t.deliver()).toBeGreaterThan(0)
    const [mails] = await t.db
      .select({ total: count() })
      .from(outbox)
      .where(and(eq(outbox.to, 'member@velvet.example'), eq(outbox.kind, 'payment_receipt')))
    expect(mails?.total).toBe(1)
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id))).toHaveLength(2)
  })

  it('keeps an unfinished registration for each guest purchase, and no user row', async () => {
    const email = `${uniqueName('guest')}@example.test`
    await postPayment(t, paymentBody({ plan: t.plans.pass7, method: t.methods.test ?? 0, form: guestForm(email) }))
    const [row] = await t.db.select().from(unfinishedUsers).where(eq(unfinishedUsers.email, email))
    expect(row?.consumedAt).toBeNull()
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
  })
})
