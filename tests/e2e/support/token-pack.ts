/**
 * Tokens for a journey: the smallest token pack bought with the demo account's saved •4242 card
 * (one-click, as the purchase screens do).
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect } from '../fixtures'

type Signed = { accessToken: string }
type Option = {
  subscription_plan: {
    data: {
      id: number
      is_token: boolean
      tokens_quantity: number | null
      one_click_pay_cards?: { data: { id: number; last_4_digits: string; banned: boolean }[] }
    }
  }
}

export function bearer(user: Signed) {
  return { authorization: `Bearer ${user.accessToken}` }
}

/**
 * Buys the smallest token pack with the saved •4242 card (one-click, as the purchase screens do),
 * and says how many tokens it brought.
 */
export async function buyTokenPack(request: APIRequestContext, user: Signed): Promise<number> {
  const options = await request.get(
    '/api/purchase_options?country_id=INT&tokens=1&include=subscription_plan,one_click_pay_cards',
    {
      headers: bearer(user),
    },
  )
  expect(options.status(), await options.text()).toBe(200)
  const packs = ((await options.json()) as { data: Option[] }).data
    .map((option) => option.subscription_plan.data)
    .filter((plan) => plan.is_token && (plan.tokens_quantity ?? 0) > 0)
    .sort((a, b) => (a.tokens_quantity ?? 0) - (b.tokens_quantity ?? 0))
  const pack = packs[0]
  const card = pack?.one_click_pay_cards?.data.find((saved) => saved.last_4_digits === '4242' && !saved.banned)
  if (!pack || !card) throw new Error('no token pack with the saved card')
  const paid = await request.post(`/api/one_click_payment/${pack.id}/${card.id}`, {
    headers: { ...bearer(user), 'idempotency-key': randomUUID() },
    data: { form_data: { terms: true, over_age: true } },
  })
  expect(paid.status(), await paid.text()).toBeLessThan(300)
  expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('approved')
  return pack.tokens_quantity ?? 0
}
