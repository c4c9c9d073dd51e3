/**
 * One Idempotency-Key, one payment, however many times it is sent at once; one-click with a saved
 * card (approved, or declined and then banned); and the token ledger stays balanced: every
 * movement sums to zero and every balance equals its entries.
 */
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments, savedCards } from '../../server/db/schema/index'
import { canonicalJson } from '../../server/lib/canonical-json'
import { tokenBalance } from '../../server/modules/wallet/ledger'
import { authed, registerUser, type Signed } from '../fixtures/auth'
import {
  BILLING,
  createPayApp,
  demoLogin,
  guestForm,
  newKey,
  type PayApp,
  paymentBody,
  paymentRow,
  postPayment,
  readPayment,
  tokenize,
  USER_FORM,
} from './payments-fixture'

let t: PayApp

beforeAll(async () => {
  t = await createPayApp()
})
afterAll(() => t.close())

async function paymentsOf(email: string) {
  const [row] = await t.db.select({ total: count() }).from(payments).where(eq(payments.email, email))
  return row?.total ?? 0
}

describe('twenty identical requests at once', () => {
  it.each([
    ['a guest', false],
    ['a signed-in user', true],
  ])('make one payment for %s, and everyone gets the same answer', async (_who, signedIn) => {
    const auth = signedIn ? await registerUser(t) : undefined
    const email = auth?.email ?? `twenty-${Date.now()}@example.test`
    const body = paymentBody({
      plan: t.plans.monthly,
      method: t.methods.test ?? 0,
      form: auth ? USER_FORM : guestForm(email),
    })
    const key = newKey()
    // A guest's keys are theirs alone: one device (cookie), whatever address each request came from.
    const device = { cookie: `velvet_client=${'d'.repeat(22)}` }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postPayment(t, body, { key, ...(auth ? { auth } : { headers: device }) })),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201))
    expect(new Set(answers.map((res) => canonicalJson(res.json()))).size).toBe(1)
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(19)
    expect(await paymentsOf(email)).toBe(1)
  })

  it('the same key with another body is refused', async () => {
    const auth = await registerUser(t)
    const key = newKey()
    const body = paymentBody({ plan: t.plans.monthly, method: t.methods.test ?? 0, form: USER_FORM })
    expect((await postPayment(t, body, { auth, key })).statusCode).toBe(201)
    const other = await postPayment(t, { ...body, subscription_plan_id: t.plans.pass7 }, { auth, key })
    expect(other.statusCode).toBe(422)
    expect((other.json() as { code: string }).code).toBe('idempotency_mismatch')
  })
})

type Card = { id: number; type: string; last_4_digits: string; banned: boolean; failure: unknown }

async function savedCardsOffered(auth: Signed): Promise<Card[]> {
  const res = await authed(t, auth.accessToken, {
    method: 'GET',
    url: `/api/purchase_options?country_id=INT&tokens=1&include=subscription_plan,one_click_pay_cards`,
  })
  return (
    (res.json() as { data: { subscription_plan: { data: { one_click_pay_cards: { data: Card[] } } } }[] }).data[0]
      ?.subscription_plan.data.one_click_pay_cards.data ?? []
  )
}

function oneClick(auth: Signed, plan: number, card: number, key = newKey()) {
  return authed(t, auth.accessToken, {
    method: 'POST',
    url: `/api/one_click_payment/${plan}/${card}`,
    payload: { form_data: USER_FORM, payment_link_id: null },
    headers: { 'idempotency-key': key },
  })
}

describe('one-click with a saved card', () => {
  it('buys a token pack at once: approved, credited, card named on the payment', async () => {
    const user = await demoLogin(t, 'user')
    const cards = await savedCardsOffered(user)
    // Newest first among the good ones.
    expect(cards.map((card) => card.last_4_digits)).toEqual(['0341', '4242'])
    const good = cards.find((card) => card.last_4_digits === '4242')
    const before = await tokenBalance(t.db, user.user.id)
    const key = newKey()
    const res = await oneClick(user, t.plans.tokens25, good?.id ?? 0, key)
    expect(res.statusCode).toBe(201)
    const body = res.json() as { data: { id: number; status: string; redirect: { method: string; url: string } } }
    expect(body.data.status).toBe('approved')
    expect(body.data.redirect).toEqual({ method: 'get', url: `/payment/${body.data.id}/result` })
    expect(await tokenBalance(t.db, user.user.id)).toBe(before + 25)
    // A retry of the same click is the same payment, not another charge.
    expect((await oneClick(user, t.plans.tokens25, good?.id ?? 0, key)).headers['idempotent-replayed']).toBe('true')
    expect(await tokenBalance(t.db, user.user.id)).toBe(before + 25)

    const read = (await readPayment(t, body.data.id, { auth: user })).json() as {
      data: { user_credit_card: { data: { id: number; last_4_digits: string; type: string } } }
    }
    expect(read.data.user_credit_card.data).toEqual({ id: good?.id, last_4_digits: '4242', type: 'VISA' })
  })

  it('a card the bank now declines: the payment fails with advice, and the card is banned and listed last', async () => {
    const user = await registerUser(t)
    // The card was kept after a first, approved payment.
    const first = await postPayment(
      t,
      paymentBody({
        plan: t.plans.pass7,
        method: t.methods.ryvyl_card ?? 0,
        form: { ...USER_FORM, card_token: (await tokenize(t, '4000000000000341')).token, processor: BILLING },
      }),
      { auth: user },
    )
    expect(first.statusCode).toBe(201)
    const [card] = await savedCardsOffered(user)
    expect(card).toMatchObject({ last_4_digits: '0341', banned: false })
    const res = await oneClick(user, t.plans.pass7, card?.id ?? 0)
    const body = res.json() as { data: { id: number; status: string } }
    expect(body.data.status).toBe('failed')
    const row = await paymentRow(t, body.data.id)
    expect(row.data?.SERVICE_ADVICE).toMatch(/declined/i)
    const [after] = await savedCardsOffered(user)
    expect(after).toMatchObject({ id: card?.id, banned: true, failure: { TRANS_STATUS_NAME: 'DECLINED' } })
    const [stored] = await t.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.id, card?.id ?? 0))
    expect(stored?.bannedAt).not.toBeNull()
  })

  it('lists banned cards after good ones', async () => {
    const member = await demoLogin(t, 'member')
    const cards = await savedCardsOffered(member)
    expect(cards.map((card) => card.banned)).toEqual([false, false, true])
    expect(cards.at(-1)?.failure).toMatchObject({ TRANS_STATUS_NAME: 'DECLINED' })
  })
})

describe('the token ledger', () => {
  it('balances: each movement sums to zero, each balance equals its entries, no user below zero', async () => {
    const [unbalanced] = (
      await t.db.execute<{ total: string }>(
        sql`select count(*)::text as total from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t`,
      )
    ).rows
    expect(Number(unbalanced?.total)).toBe(0)
    const [drift] = (
      await t.db.execute<{ total: string }>(
        sql`select count(*)::text as total from ledger_accounts a where a.balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.account_id = a.id)`,
      )
    ).rows
    expect(Number(drift?.total)).toBe(0)
    const [negative] = (
      await t.db.execute<{ total: string }>(
        sql`select count(*)::text as total from ledger_accounts where user_id is not null and balance < 0`,
      )
    ).rows
    expect(Number(negative?.total)).toBe(0)
  })

  it('refuses an unbalanced movement at commit, and edits of entries', async () => {
    const user = await registerUser(t)
    const unbalanced = t.db.transaction(async (tx) => {
      const [account] = (
        await tx.execute<{ id: number }>(
          sql`insert into ledger_accounts (user_id, kind) values (${user.user.id}, 'user_tokens') returning id`,
        )
      ).rows
      const [movement] = (
        await tx.execute<{ id: number }>(
          sql`insert into ledger_transactions (kind, idempotency_key) values ('test', ${`unbalanced-${user.user.id}`}) returning id`,
        )
      ).rows
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount) values (${movement?.id}, ${account?.id}, 10)`,
      )
    })
    await expect(unbalanced).rejects.toMatchObject({ cause: { message: expect.stringMatching(/does not balance/) } })
    await expect(t.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toMatchObject({
      cause: { message: 'ledger entries are append-only' },
    })
  })
})
