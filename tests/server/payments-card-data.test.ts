/**
 * Card data never lands anywhere: after a run of payments
 * through every card path (tokenisation, hosted page, challenge, widget, one-click, refused bodies
 * that carried a card number), neither the database (every table, the outbox and the idempotency
 * answers included) nor the logs hold a Luhn-valid run of 13 to 19 digits, or any of the numbers.
 */
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLuhnValid } from '../../contract/payment-rules'
import { createLogger } from '../../server/lib/logger'
import { authed, call, registerUser } from '../fixtures/auth'
import {
  answerChallenge,
  BILLING,
  createPayApp,
  guestForm,
  type PayApp,
  paymentBody,
  payOnHostedPage,
  postPayment,
  started,
  tokenize,
  USER_FORM,
} from './payments-fixture'

const CARDS = [
  '4242424242424242',
  '5555555555554444',
  '378282246310005',
  '30569309025904',
  '4000000000000002',
  '4000000000009995',
  '4000000000003220',
  '4111111111111111',
]

let t: PayApp
const lines: string[] = []

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  t = await createPayApp({ logger: createLogger({ logLevel: 'trace', env: 'test' }, sink) })
})
afterAll(() => t.close())

/**
 * Runs of 13–19 digits that pass Luhn, standing alone, and start as a payment card does (ISO/IEC
 * 7812 industry digits 2–6: Mastercard, Amex, Diners, Visa, Discover, JCB, UnionPay, Maestro).
 * Digits inside a longer token (a hex HMAC such as a captcha signature) are not a card number, nor
 * is a time in milliseconds (13 digits starting with 1 until 2033), and one in ten such runs
 * passes Luhn by chance.
 */
function cardLikeRuns(text: string): string[] {
  return (text.match(/(?<![0-9A-Za-z])[2-6]\d{12,18}(?![0-9A-Za-z])/g) ?? []).filter((run) => isLuhnValid(run))
}

async function everyRow(): Promise<string> {
  const tables = (
    await t.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  ).rows
  const parts: string[] = []
  for (const { name } of tables) {
    const rows = (await t.db.execute<{ row: string }>(sql.raw(`select row_to_json(x)::text as row from "${name}" x`)))
      .rows
    for (const row of rows) parts.push(row.row)
  }
  return parts.join('\n')
}

describe('after payments through every card path', () => {
  beforeAll(async () => {
    const auth = await registerUser(t)
    for (const number of CARDS) {
      const payment = started(
        await postPayment(t, paymentBody({ plan: t.plans.pass7, method: t.methods.test ?? 0, form: USER_FORM }), {
          auth,
        }),
      )
      const back = await payOnHostedPage(t, payment.redirect?.url ?? '', number)
      if (back.location.startsWith('/sandbox-processor/3ds/')) await answerChallenge(t, back.location, '1234')
    }
    for (const number of CARDS.slice(0, 3)) {
      const token = (await tokenize(t, number)).token
      await postPayment(
        t,
        paymentBody({
          plan: t.plans.pass7,
          method: t.methods.ryvyl_card ?? 0,
          form: { ...USER_FORM, card_token: token, processor: BILLING },
        }),
        { auth },
      )
    }
    const widget = started(
      await postPayment(
        t,
        paymentBody({ plan: t.plans.pass7, method: t.methods.ryvyl_flexform ?? 0, form: USER_FORM }),
        { auth },
      ),
    )
    await call(t, {
      method: 'POST',
      url: `/sandbox-processor/ryvyl/v1/checkouts/${widget.redirect?.params?.checkoutId}/payment`,
      payload: {
        card: { number: '5555555555554444', expiryMonth: '12', expiryYear: '30', cvv: '321', holder: 'A B' },
        billing: { street1: '1 St', city: 'X', postcode: '1', country: 'ES' },
        createRegistration: true,
      },
    })
    await call(t, {
      method: 'GET',
      url: `${widget.redirect?.params?.shopperResultUrl}&id=${widget.redirect?.params?.checkoutId}`,
    })
    const options = await authed(t, auth.accessToken, { method: 'GET', url: '/api/purchase_options?country_id=INT' })
    const card = (
      options.json() as { data: { subscription_plan: { data: { one_click_pay_cards: { data: { id: number }[] } } } }[] }
    ).data[0]?.subscription_plan.data.one_click_pay_cards.data[0]
    await authed(t, auth.accessToken, {
      method: 'POST',
      url: `/api/one_click_payment/${t.plans.pass7}/${card?.id}`,
      payload: { form_data: USER_FORM },
      headers: { 'idempotency-key': `card-data-${Date.now()}` },
    })
    // Clients that send a card to our API anyway are refused, and nothing of it is kept.
    await postPayment(
      t,
      paymentBody({
        plan: t.plans.pass7,
        method: t.methods.worldline ?? 0,
        form: { ...guestForm('leaky@example.test'), card_number: '4242424242424242', card_key: '123' },
      }),
    )
    await call(t, {
      method: 'POST',
      url: '/sandbox-processor/v1/tokens',
      payload: { card_number: '4242424242424241', card_expiry: { month: '01', year: '01' }, card_key: '12' },
    })
    await t.deliver()
    t.clock.advance(60_000)
    await t.deliver()
  })

  it('the scan finds a card number standing alone and passes a time in milliseconds', () => {
    expect(cardLikeRuns('{"pan":"4242424242424242","at":1795484737766,"sig":"a4242424242424242"}')).toEqual([
      '4242424242424242',
    ])
  })

  it('the database holds no card number', async () => {
    const dump = await everyRow()
    expect(dump).toContain('4242') // last four digits are kept, as they should be
    expect(cardLikeRuns(dump)).toEqual([])
    for (const number of CARDS) expect(dump.includes(number)).toBe(false)
  })

  it('the logs hold no card number', () => {
    // pino's own numbers (epoch milliseconds, response times) are not ours to judge.
    const log = lines
      .map((line) => {
        const { time: _time, responseTime: _responseTime, ...rest } = JSON.parse(line) as Record<string, unknown>
        return JSON.stringify(rest)
      })
      .join('\n')
    expect(lines.length).toBeGreaterThan(50)
    expect(cardLikeRuns(log)).toEqual([])
    for (const number of CARDS) expect(log.includes(number)).toBe(false)
  })
})
