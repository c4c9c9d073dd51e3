/**
 * A member's own spending limits: a daily and a 30-day cap that
 * refuse a spend going over them (403 spending_limit_reached, nothing moved), and a confirmation
 * threshold above which a spend needs `confirm: true` (409 confirmation_required otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authed, login, registerUser, type Signed } from '../fixtures/auth'
import type { PayApp } from './payments-fixture'
import { balanceOf, createWalletApp, expectLedgerBalanced, fund, spend, tip } from './wallet-fixture'

let t: PayApp
let creatorId: number

beforeAll(async () => {
  t = await createWalletApp()
  creatorId = t.demoCreator.id
})
afterAll(() => t.close())

function setLimits(who: Signed, limits: Record<string, number | null>) {
  return authed(t, who.accessToken, { method: 'PUT', url: '/api/spending_limits', payload: limits })
}

describe('spending limits', () => {
  it('a daily cap refuses the spend that would pass it and moves nothing; the window slides', async () => {
    const member = await registerUser(t, { verified: true })
    await fund(t, member.user.id, 100)
    const set = await setLimits(member, { daily_cap: 10, monthly_cap: 50, confirm_above: null })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().data).toMatchObject({ daily_cap: 10, monthly_cap: 50, confirm_above: null, spent_last_24h: 0 })

    expect((await spend(t, member, tip(creatorId, 6))).statusCode).toBe(201)
    const over = await spend(t, member, tip(creatorId, 5))
    expect(over.statusCode).toBe(403)
    expect(over.json()).toMatchObject({ code: 'spending_limit_reached', limit: 'daily', cap: 10, spent: 6 })
    expect(over.json().data?.error).toEqual(expect.any(String))
    expect(await balanceOf(t, member)).toBe(94)
    expect((await spend(t, member, tip(creatorId, 4))).statusCode).toBe(201)

    // A day later the daily window is empty again; the 30-day cap still counts everything.
    t.clock.advance(24 * 3600 * 1000 + 60_000)
    // The access token has expired by then: signed in again.
    const again = await login(t, member)
    const read = await authed(t, again.accessToken, { method: 'GET', url: '/api/spending_limits' })
    expect(read.json().data).toMatchObject({ spent_last_24h: 0, spent_last_30d: 10 })
    expect((await spend(t, again, tip(creatorId, 10))).statusCode).toBe(201)
    await expectLedgerBalanced(t)
  })

  it('the 30-day cap refuses what the daily cap would allow', async () => {
    const member = await registerUser(t)
    await fund(t, member.user.id, 100)
    expect((await setLimits(member, { daily_cap: null, monthly_cap: 8, confirm_above: null })).statusCode).toBe(200)
    const over = await spend(t, member, tip(creatorId, 9))
    expect(over.statusCode).toBe(403)
    expect(over.json()).toMatchObject({ code: 'spending_limit_reached', limit: 'monthly', cap: 8 })
    expect(await balanceOf(t, member)).toBe(100)
  })

  it('above the confirmation threshold a spend needs confirm: true', async () => {
    const member = await registerUser(t)
    await fund(t, member.user.id, 100)
    expect((await setLimits(member, { daily_cap: null, monthly_cap: null, confirm_above: 20 })).statusCode).toBe(200)
    expect((await spend(t, member, tip(creatorId, 20))).statusCode).toBe(201)
    const unconfirmed = await spend(t, member, tip(creatorId, 21))
    expect(unconfirmed.statusCode).toBe(409)
    expect(unconfirmed.json()).toMatchObject({ code: 'confirmation_required', threshold: 20 })
    expect(await balanceOf(t, member)).toBe(80)
    expect((await spend(t, member, tip(creatorId, 21, { confirm: true }))).statusCode).toBe(201)
    expect(await balanceOf(t, member)).toBe(59)
  })

  it('refuses a daily cap above the monthly one, zero, and fractions (422)', async () => {
    const member = await registerUser(t)
    for (const limits of [
      { daily_cap: 60, monthly_cap: 50, confirm_above: null },
      { daily_cap: 0, monthly_cap: null, confirm_above: null },
      { daily_cap: 2.5, monthly_cap: null, confirm_above: null },
    ]) {
      expect((await setLimits(member, limits)).statusCode, JSON.stringify(limits)).toBe(422)
    }
  })
})
