/**
 * Payments test fixture: the seeded app with the sandbox processor's callbacks sent on demand
 * (`deliver`), the demo catalogue's ids, and helpers that act as the buyer's browser would: pay on
 * the hosted page (device check included), tokenise a card at the processor, follow redirects.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { AppDeps } from '../../server/app'
import type { Config } from '../../server/config'
import { countries, creators, paymentMethods, payments, subscriptionPlans } from '../../server/db/schema/index'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/accounts'
import type { Drivers, PaymentDriver } from '../../server/modules/payments/index'
import { type AuthTestApp, authed, call, createAuthTestApp, login, type Signed } from '../fixtures/auth'

export type PayApp = AuthTestApp & {
  deliver: () => Promise<number>
  methods: Record<string, number>
  plans: {
    monthly: number
    pass7: number
    tokens25: number
    firstMonth: number
    creatorMonthly: number
    creatorBundle: number
    otherCreatorMonthly: number
    paylinkPlan: number
  }
  countries: Record<string, number>
  demoCreator: { id: number; username: string }
}

/**
 * For `wrapDrivers`: the drivers with the sandbox's test driver changed by `change` (what a test
 * watches or breaks in it).
 */
export function changeTestDriver(change: (test: PaymentDriver) => Partial<PaymentDriver>) {
  return (drivers: Drivers): Drivers => {
    const test = drivers.test
    if (!test) throw new Error('the sandbox runs the test driver')
    return { ...drivers, test: { ...test, ...change(test) } }
  }
}

async function planId(t: AuthTestApp, where: Parameters<typeof and>) {
  const [row] = await t.db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(...where))
    .orderBy(subscriptionPlans.id)
    .limit(1)
  if (!row) throw new Error('seed changed: plan not found')
  return row.id
}

export async function createPayApp(
  options: {
    config?: Partial<Config>
    fetch?: typeof fetch
    wrapDrivers?: NonNullable<AppDeps['payments']>['wrapDrivers']
    logger?: AppDeps['logger']
    subscriptionFaults?: AppDeps['subscriptionFaults']
  } = {},
): Promise<PayApp> {
  const t = await createAuthTestApp({
    seed: true,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.subscriptionFaults ? { subscriptionFaults: options.subscriptionFaults } : {}),
    payments: {
      autoDeliver: false,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.wrapDrivers ? { wrapDrivers: options.wrapDrivers } : {}),
    },
    ...(options.config ? { config: options.config } : {}),
  })
  const methodRows = await t.db.select({ id: paymentMethods.id, key: paymentMethods.key }).from(paymentMethods)
  const countryRows = await t.db.select({ id: countries.id, code: countries.code }).from(countries)
  const [creator] = await t.db
    .select({ id: creators.id, username: creators.username })
    .from(creators)
    .where(eq(creators.isWebstar, true))
    .orderBy(creators.id)
    .limit(1)
  if (!creator?.username) throw new Error('seed changed: no demo creator')
  const creatorMonthly = await planId(t, [
    eq(subscriptionPlans.creatorId, creator.id),
    eq(subscriptionPlans.title, 'Monthly subscription'),
  ])
  const [withBundle] = await t.db
    .select({ bundle: subscriptionPlans.legacyPlusWebstarId })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, creatorMonthly))
  const [other] = await t.db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.title, 'Monthly subscription'), isNull(subscriptionPlans.legacyPlusWebstarId)))
    .limit(1)
  return {
    ...t,
    deliver: () => {
      const notifier = t.app.sandboxNotifier
      if (!notifier) throw new Error('the sandbox is off')
      return notifier.deliverDue(t.clock())
    },
    methods: Object.fromEntries(methodRows.map((row) => [row.key, row.id])),
    countries: Object.fromEntries(countryRows.map((row) => [row.code, row.id])),
    demoCreator: { id: creator.id, username: creator.username },
    plans: {
      monthly: await planId(t, [
        isNull(subscriptionPlans.creatorId),
        eq(subscriptionPlans.title, 'Monthly membership'),
      ]),
      pass7: await planId(t, [isNull(subscriptionPlans.creatorId), eq(subscriptionPlans.title, '7-day pass')]),
      tokens25: await planId(t, [eq(subscriptionPlans.isToken, true), eq(subscriptionPlans.tokensQuantity, 25)]),
      firstMonth: await planId(t, [eq(subscriptionPlans.title, 'First month special')]),
      creatorMonthly,
      creatorBundle: withBundle?.bundle ?? 0,
      otherCreatorMonthly: other?.id ?? 0,
      paylinkPlan: await planId(t, [
        eq(subscriptionPlans.isPaylink, true),
        eq(subscriptionPlans.creatorId, creator.id),
      ]),
    },
  }
}

export function demoLogin(t: PayApp, who: 'member' | 'user' | 'creator'): Promise<Signed> {
  const account = DEMO_ACCOUNTS[who]
  const username = 'username' in account ? account.username : t.demoCreator.username
  return login(t, { email: account.email, username, password: DEMO_PASSWORD })
}

let keyCounter = 0
export function newKey(): string {
  keyCounter += 1
  return `pay-test-${Date.now().toString(36)}-${keyCounter}`
}

export const FUTURE_YEAR = String((new Date().getFullYear() + 3) % 100).padStart(2, '0')

export function guestForm(email: string, extra: Record<string, unknown> = {}) {
  return { email, email_confirm: email, terms: true, over_age: true, ...extra }
}

export const USER_FORM = { terms: true, over_age: true }

export const BILLING = {
  cust_fname: 'Ana',
  cust_lname: 'Tester',
  bill_addr: '1 Main Street',
  bill_addr_city: 'Springfield',
  bill_addr_state: 'CA',
  bill_addr_zip: '90001',
  bill_addr_country: 'US',
}

export function paymentBody(
  input: { plan: number; method: number | null; form: Record<string, unknown> } & Record<string, unknown>,
) {
  const { plan, method, form, ...rest } = input
  return { country_id: 'INT', form_data: form, payment_method_id: method, subscription_plan_id: plan, ...rest }
}

/** POST payments as a guest (no auth) or a user, with an Idempotency-Key. */
export function postPayment(
  t: PayApp,
  body: Record<string, unknown>,
  options: { auth?: Signed; key?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/payments',
    payload: body,
    headers: { 'idempotency-key': options.key ?? newKey(), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  }
  return options.auth ? authed(t, options.auth.accessToken, request) : call(t, request)
}

export type Started = {
  id: number
  status: string
  operation_number: string
  redirect: { method: string; url: string; fields?: Record<string, string>; params?: Record<string, string> } | null
  guest_token: string | null
}

export function started(res: LightMyRequestResponse): Started {
  if (res.statusCode !== 201) throw new Error(`payment not started: ${res.statusCode} ${res.body}`)
  return (res.json() as { data: Started }).data
}

/** The processor's tokenisation, as the in-app card form calls it. */
export async function tokenize(t: PayApp, number: string, expiry = { month: '12', year: FUTURE_YEAR }) {
  const res = await call(t, {
    method: 'POST',
    url: '/sandbox-processor/v1/tokens',
    payload: { card_number: number, card_expiry: expiry, card_key: number.length === 15 ? '1234' : '123' },
  })
  if (res.statusCode !== 201) throw new Error(`tokenize failed: ${res.statusCode} ${res.body}`)
  return (res.json() as { data: { token: string; brand: string; last_4_digits: string; bin: string } }).data
}

function formField(html: string, name: string): string {
  return new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ''
}

/**
 * Pays on a hosted sandbox page as a browser would: opens it, lets the device-data frame load,
 * submits the card; returns where the processor sends the buyer next.
 */
export async function payOnHostedPage(
  t: PayApp,
  url: string,
  card: string,
  options: { skipDeviceCheck?: boolean } = {},
) {
  const page = await call(t, { method: 'GET', url })
  if (page.statusCode !== 200) throw new Error(`hosted page: ${page.statusCode} ${page.body.slice(0, 200)}`)
  const action = /<form method="post" action="([^"]+)" novalidate data-sandbox-card>/.exec(page.body)?.[1] ?? ''
  const frame = /src="(\/sandbox-processor\/ddc\/frame\?jwt=[^"]+)"/.exec(page.body)?.[1] ?? ''
  if (!options.skipDeviceCheck) {
    const collected = await call(t, { method: 'GET', url: frame.replaceAll('&amp;', '&') })
    if (collected.statusCode !== 200) throw new Error(`device check: ${collected.statusCode}`)
  }
  const res = await call(t, {
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ddc_reference: formField(page.body, 'ddc_reference'),
      holder: 'Ana Tester',
      card_number: card,
      exp_month: '12',
      exp_year: FUTURE_YEAR,
      cvc: card.length === 15 ? '1234' : '123',
    }).toString(),
  })
  return { status: res.statusCode, location: String(res.headers.location ?? ''), body: res.body }
}

export async function answerChallenge(t: PayApp, location: string, code: string) {
  const page = await call(t, { method: 'GET', url: location })
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? ''
  const res = await call(t, {
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ code }).toString(),
  })
  return String(res.headers.location ?? '')
}

export async function readPayment(
  t: PayApp,
  id: number,
  options: { auth?: Signed; token?: string; include?: string } = {},
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({
    include: options.include ?? 'user_credit_card,login_token',
    ...(options.token ? { user_finish_token: options.token } : {}),
  })
  const request: InjectOptions = { method: 'GET', url: `/api/payments/${id}?${query.toString()}` }
  return options.auth ? authed(t, options.auth.accessToken, request) : call(t, request)
}

export async function paymentRow(t: PayApp, id: number) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id))
  if (!row) throw new Error(`no payment ${id}`)
  return row
}
