/**
 * What the purchase screen reads: countries (with the visitor's from the GeoIP header),
 * subdivisions, currencies, purchase options with every include (plan, methods, onward plan,
 * one-click cards), promotions, paylinks and the legacy add-on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Country, Currency, PurchaseOption } from '../../contract/schemas/purchase'
import { authed, call } from '../fixtures/auth'
import { createPayApp, demoLogin, type PayApp } from './payments-fixture'

let t: PayApp

beforeAll(async () => {
  t = await createPayApp()
})
afterAll(() => t.close())

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await call(t, { method: 'GET', url, headers })
  expect(res.statusCode).toBe(200)
  return res.json() as { data: T; meta: { pagination: { total: number } } }
}

describe('countries', () => {
  it('are ordered by name, all of them with per_page 9999, only payable ones with payable=1', async () => {
    const all = await get<Country[]>('/api/countries?per_page=9999&order_by=name&include=is_current,show_currency')
    const names = all.data.map((country) => country.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(all.data.find((country) => country.code === 'VE')?.payable).toBe(false)
    const payable = await get<Country[]>('/api/countries?per_page=999&payable=1&order_by=name&include=is_current')
    expect(payable.data.length).toBe(all.data.length - 1)
    expect(payable.data.every((country) => country.payable)).toBe(true)
  })

  it('mark the visitor’s country from CF-IPCountry or X-Country, with its currency', async () => {
    const cf = await get<Country[]>('/api/countries?per_page=9999', { 'cf-ipcountry': 'BR' })
    expect(cf.data.filter((country) => country.is_current).map((country) => country.code)).toEqual(['BR'])
    expect(cf.data.find((country) => country.code === 'BR')).toMatchObject({
      show_currency: true,
      currency_code: 'BRL',
      has_subdivisions: true,
    })
    const xCountry = await get<Country[]>('/api/countries', { 'x-country': 'tr' })
    expect(xCountry.data.find((country) => country.is_current)?.code).toBe('TR')
    const unknown = await get<Country[]>('/api/countries', { 'cf-ipcountry': 'XX' })
    expect(unknown.data.some((country) => country.is_current)).toBe(false)
    expect(unknown.data.find((country) => country.code === 'DK')?.has_subdivisions).toBe(false)
  })

  it('subdivisions of a country by name; none for a country without them', async () => {
    const us = await get<{ code: string; name: string; country_id: number }[]>(
      `/api/country_subdivisions?country_id=${t.countries.US}&per_page=9999&order_by=name`,
    )
    expect(us.data).toHaveLength(51)
    expect(us.data[0]).toMatchObject({ code: 'AL', name: 'Alabama', country_id: t.countries.US })
    const dk = await get<unknown[]>(`/api/country_subdivisions?country_id=${t.countries.DK}`)
    expect(dk.data).toEqual([])
  })
})

describe('currencies', () => {
  it('all of them, or the default one with default=1', async () => {
    const all = await get<Currency[]>('/api/currencies')
    expect(all.data.find((currency) => currency.code === 'EUR')).toMatchObject({
      symbol: '€',
      description: 'Euro',
      amount_to_usd: 0.92,
      decimal_precision: 2,
    })
    expect(all.data.find((currency) => currency.code === 'JPY')?.decimal_precision).toBe(0)
    const only = await get<Currency[]>('/api/currencies?default=1')
    expect(only.data.map((currency) => currency.code)).toEqual(['USD'])
  })
})

describe('purchase options', () => {
  it('lists the memberships with every include, preferring the test method in the sandbox', async () => {
    const options = await get<PurchaseOption[]>(
      '/api/purchase_options?country_id=INT&include=subscription_plan,payment_methods,onward_subscription_plan,one_click_pay_cards',
    )
    expect(options.data.map((option) => option.subscription_plan.data.title)).toEqual([
      'Monthly membership',
      '3-month membership',
      '12-month membership',
      '7-day pass',
      'First month special',
    ])
    const first = options.data[0]
    expect(first).toMatchObject({
      id: t.plans.monthly,
      promotional_code: null,
      default_country_id: null,
      preferential_payment_method: 'test',
      show_vpn_popup: false,
      amount_due: 29.99,
      already_subscribed: false,
    })
    const plan = first?.subscription_plan.data
    expect(plan?.show_data.total).toEqual({ duration: 1, duration_type: 'months', amount: 29.99, fees: 2.98 })
    expect(plan?.one_click_pay_cards?.data).toEqual([])
    const keys = plan?.payment_methods?.data.map((method) => method.key)
    // INT: the methods sold everywhere; cielo (Brazil) and the Latin American ones are not offered.
    expect(keys).toEqual(['test', 'ccbill', 'worldline', 'ryvyl_card', 'ryvyl_flexform', 'now_payments'])
    const worldline = plan?.payment_methods?.data.find((method) => method.key === 'worldline')
    expect(worldline).toMatchObject({
      driver_front_key: 'inovio_pay',
      group: 'others',
      driver_front_config: { processor: 'worldline', ddc: true, tokenization_url: '/sandbox-processor/v1/tokens' },
    })
    expect(plan?.payment_methods?.data.find((method) => method.key === 'now_payments')?.name).toBe('NowPayments')
    const special = options.data.find((option) => option.id === t.plans.firstMonth)
    expect(special?.subscription_plan.data.onward_subscription_plan?.data.id).toBe(t.plans.monthly)
  })

  it('offers the country’s own methods, preselects the visitor’s payable country and warns VPN users', async () => {
    const brazil = await get<PurchaseOption[]>(`/api/purchase_options?country_id=${t.countries.BR}`, {
      'cf-ipcountry': 'BR',
    })
    const keys = brazil.data[0]?.subscription_plan.data.payment_methods?.data.map((method) => method.key)
    expect(keys).toContain('cielo')
    expect(keys).toContain('mercadopago')
    expect(brazil.data[0]?.default_country_id).toBe(t.countries.BR)
    const turkey = await get<PurchaseOption[]>(`/api/purchase_options?country_id=${t.countries.TR}`)
    expect(turkey.data[0]?.show_vpn_popup).toBe(true)
  })

  it('token packs with tokens=1, a creator’s plans with webstar, one plan with plan', async () => {
    const tokens = await get<PurchaseOption[]>('/api/purchase_options?country_id=INT&tokens=1')
    expect(tokens.data.map((option) => option.subscription_plan.data.tokens_quantity)).toEqual([25, 60, 150, 400])
    const creator = await get<PurchaseOption[]>(
      `/api/purchase_options?country_id=INT&webstar=${t.demoCreator.username}`,
    )
    const first = creator.data[0]?.subscription_plan.data
    expect(first).toMatchObject({
      id: t.plans.creatorMonthly,
      is_webstars_plan: true,
      legacy_plus_webstar: { id: t.plans.creatorBundle },
      is_legacy_plus_webstar: false,
    })
    const one = await get<PurchaseOption[]>(`/api/purchase_options?country_id=INT&plan=${t.plans.pass7}`)
    expect(one.data.map((option) => option.id)).toEqual([t.plans.pass7])
    const unknownCreator = await get<PurchaseOption[]>('/api/purchase_options?country_id=INT&webstar=nobody_here')
    expect(unknownCreator.data).toEqual([])
  })

  it('applies a promotional code with its texts in the interface language', async () => {
    const res = await get<PurchaseOption[]>(
      `/api/purchase_options?country_id=INT&plan=${t.plans.monthly}&code=welcome50&lang=pt`,
    )
    expect(res.data[0]?.promotional_code?.data).toMatchObject({
      code: 'WELCOME50',
      type: 'discount',
      type_is_free_trial: false,
      type_is_pre_paid: false,
      commercial_text: 'Metade do preço no seu primeiro pagamento.',
    })
    expect(res.data[0]?.amount_due).toBe(15)
    const trial = await get<PurchaseOption[]>(`/api/purchase_options?country_id=INT&code=FREETRIAL7`)
    expect(trial.data[0]?.promotional_code?.data).toMatchObject({ type_is_free_trial: true, trial_days: 7 })
    expect(trial.data[0]?.amount_due).toBe(0)
    const prepaid = await get<PurchaseOption[]>('/api/purchase_options?country_id=INT&code=PREPAID30')
    expect(prepaid.data.map((option) => option.id)).toEqual([t.plans.monthly])
    expect(prepaid.data[0]?.promotional_code?.data.type_is_pre_paid).toBe(true)
    const invalid = await call(t, { method: 'GET', url: '/api/purchase_options?country_id=INT&code=NOPE' })
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json()).toMatchObject({ code: 'invalid_promotional_code' })
    const referral = await call(t, { method: 'GET', url: '/api/purchase_options?country_id=INT&referal=NOPE' })
    expect(referral.json()).toMatchObject({ code: 'invalid_referral_code' })
  })

  it('tells a member they already have the membership, and lists their saved cards', async () => {
    const member = await demoLogin(t, 'member')
    const res = await authed(t, member.accessToken, { method: 'GET', url: '/api/purchase_options?country_id=INT' })
    const first = (res.json() as { data: PurchaseOption[] }).data[0]
    expect(first?.already_subscribed).toBe(true)
    expect(
      first?.subscription_plan.data.one_click_pay_cards?.data.map((card) => [card.last_4_digits, card.banned]),
    ).toEqual([
      ['0341', false],
      ['4242', false],
      ['4444', true],
    ])
  })
})

describe('paylinks and the add-on', () => {
  it('a creator’s paylink by username and hash; another creator’s name or an unknown hash is 404', async () => {
    const link = await get<{ title: string; amount: number; webstar: { data: { username: string } } }>(
      `/api/paylink?country_id=INT&username=${t.demoCreator.username}&hash=vip-weekend`,
    )
    expect(link.data).toMatchObject({ amount: 9.99, webstar: { data: { username: t.demoCreator.username } } })
    expect(
      (await call(t, { method: 'GET', url: '/api/paylink?country_id=INT&username=someone_else&hash=vip-weekend' }))
        .statusCode,
    ).toBe(404)
    expect(
      (
        await call(t, {
          method: 'GET',
          url: `/api/paylink?country_id=INT&username=${t.demoCreator.username}&hash=nope-nope`,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('the legacy add-on is the monthly membership at 67% off', async () => {
    const addon = await get<{ amount: number; original_amount: number; discount_percent: number }>('/api/addons')
    expect(addon.data).toMatchObject({ original_amount: 29.99, discount_percent: 67, amount: 9.9 })
  })
})
