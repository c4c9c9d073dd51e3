/**
 * The way out: an unsubscription request mails a code, a wrong code is
 * 403 and five of them kill it, a retention offer can be declined (nothing changes) or accepted
 * (free days, the member stays), the right code turns auto-renew off and confirms it by e-mail, and
 * the one-click link of the e-mails cancels without signing in. Nobody can touch another member's
 * subscription.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authed, call, registerUser, type Signed } from '../fixtures/auth'
import { createSubsApp, DAY, mailsTo, newSubscriber, readSubscription, type SubsApp } from './subscriptions-fixture'

let t: SubsApp

beforeAll(async () => {
  t = await createSubsApp()
})
afterAll(() => t.close())

type UnsubscriptionRequest = { has_offers: boolean; code_length: number; decline_countdown_seconds: number }

function postRequest(app: SubsApp, who: Signed, subscriptionId: number, headers: Record<string, string> = {}) {
  return authed(app, who.accessToken, {
    method: 'POST',
    url: '/api/unsubscription_requests',
    headers,
    payload: { subscription_id: subscriptionId },
  })
}

async function requestCode(who: Signed, subscriptionId: number) {
  const res = await postRequest(t, who, subscriptionId)
  expect(res.statusCode, res.body).toBe(201)
  const [mail] = await mailsTo(t, who.email, 'unsubscribe_code')
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  const link = /\/cancel_subscription\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1]
  if (!code || !link) throw new Error('no code or link in the mail')
  return { request: res.json().data as UnsubscriptionRequest, code, link }
}

function cancel(who: Signed, subscriptionId: number, code: string) {
  return authed(t, who.accessToken, {
    method: 'DELETE',
    url: `/api/subscriptions/${subscriptionId}`,
    payload: { code },
  })
}

async function openOffers(who: Signed, subscriptionId: number) {
  const res = await authed(t, who.accessToken, {
    method: 'GET',
    url: `/api/additional_membership_offers?subscription_id=${subscriptionId}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { id: number; extra_days: number; accepted: boolean | null }[]
}

function answer(who: Signed, offerId: number, accepted: boolean) {
  return authed(t, who.accessToken, {
    method: 'PUT',
    url: `/api/additional_membership_offers/${offerId}`,
    payload: { accepted },
  })
}

describe('cancelling with the mailed code', () => {
  it('refuses a wrong code (403), then cancels auto-renew with the right one and says so by e-mail', async () => {
    const { who, id } = await newSubscriber(t)
    const before = await readSubscription(t, who, id)
    const { request, code } = await requestCode(who, id)
    expect(request).toMatchObject({ code_length: 6, has_offers: true })

    const wrong = await cancel(who, id, code === '000000' ? '111111' : '000000')
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({ code: 'invalid_code' })
    expect((await readSubscription(t, who, id)).auto_renew).toBe(true)

    // Clients send {id, code}: another id than the path's is refused, the same one is fine.
    const otherId = await authed(t, who.accessToken, {
      method: 'DELETE',
      url: `/api/subscriptions/${id}`,
      payload: { id: id + 1, code },
    })
    expect(otherId.statusCode).toBe(422)
    expect(otherId.json().issues).toHaveProperty('id')
    const done = await authed(t, who.accessToken, {
      method: 'DELETE',
      url: `/api/subscriptions/${id}`,
      payload: { id, code: ` ${code} ` },
    })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().data).toMatchObject({ auto_renew: false, active: true, ends_at: before.ends_at })
    expect(await mailsTo(t, who.email, 'subscription_canceled')).toHaveLength(1)
    // Cancelling again changes nothing and mails nothing more.
    expect((await cancel(who, id, code)).statusCode).toBe(200)
    expect(await mailsTo(t, who.email, 'subscription_canceled')).toHaveLength(1)
  })

  it('kills the code after five wrong guesses: even the right one is then 403 code_expired', async () => {
    const { who, id } = await newSubscriber(t)
    const { code } = await requestCode(who, id)
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (let guess = 0; guess < 5; guess++) expect((await cancel(who, id, wrongCode)).statusCode).toBe(403)
    const late = await cancel(who, id, code)
    expect(late.statusCode).toBe(403)
    expect(late.json()).toMatchObject({ code: 'code_expired' })
    expect((await readSubscription(t, who, id)).auto_renew).toBe(true)
    // A new request mails a new code that works.
    const again = await requestCode(who, id)
    expect((await cancel(who, id, again.code)).statusCode).toBe(200)
  })

  it('keeps every member to their own subscriptions (404), and guests out (401)', async () => {
    const { who, id } = await newSubscriber(t)
    const { code } = await requestCode(who, id)
    const stranger = await registerUser(t)
    const asked = await authed(t, stranger.accessToken, {
      method: 'POST',
      url: '/api/unsubscription_requests',
      payload: { subscription_id: id },
    })
    expect(asked.statusCode).toBe(404)
    expect((await cancel(stranger, id, code)).statusCode).toBe(404)
    const guest = await call(t, { method: 'DELETE', url: `/api/subscriptions/${id}`, payload: { code } })
    expect(guest.statusCode).toBe(401)
    expect((await readSubscription(t, who, id)).auto_renew).toBe(true)
  })
})

describe('the retention offer', () => {
  it('declined: nothing changes and the code still cancels; accepted: free days and the member stays', async () => {
    const { who, id } = await newSubscriber(t)
    const before = await readSubscription(t, who, id)

    const first = await requestCode(who, id)
    const [offer] = await openOffers(who, id)
    expect(offer).toMatchObject({ extra_days: 7, accepted: null })
    const offerId = offer?.id ?? 0
    const mismatched = await authed(t, who.accessToken, {
      method: 'PUT',
      url: `/api/additional_membership_offers/${offerId}`,
      payload: { id: offerId + 1, accepted: false },
    })
    expect(mismatched.statusCode).toBe(422)
    const declined = await authed(t, who.accessToken, {
      method: 'PUT',
      url: `/api/additional_membership_offers/${offerId}`,
      payload: { id: offerId, accepted: false },
    })
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json().data.offer.accepted).toBe(false)
    expect(declined.json().data.subscription.ends_at).toBe(before.ends_at)
    expect(await openOffers(who, id)).toHaveLength(0)
    expect((await answer(who, offer?.id ?? 0, true)).statusCode).toBe(410)

    // Asked again: a fresh offer, accepted this time. The end date moves 7 days; the old code is dead.
    await requestCode(who, id)
    const [second] = await openOffers(who, id)
    const accepted = await answer(who, second?.id ?? 0, true)
    expect(accepted.statusCode, accepted.body).toBe(200)
    const after = accepted.json().data.subscription as { ends_at: string; auto_renew: boolean }
    expect(new Date(after.ends_at).getTime() - new Date(before.ends_at).getTime()).toBe(7 * DAY)
    expect(after.auto_renew).toBe(true)
    expect((await cancel(who, id, first.code)).json()).toMatchObject({ code: 'code_expired' })

    // One accepted offer a year: the next request has none, and cancelling still takes one code.
    const third = await requestCode(who, id)
    expect(third.request.has_offers).toBe(false)
    expect((await cancel(who, id, third.code)).statusCode).toBe(200)
  })
})

describe('the countdown before declining an offer, by region', () => {
  /** The seconds "No thanks" waits on the offers of a new subscriber's request, sent with these headers. */
  async function countdown(app: SubsApp, headers: Record<string, string>): Promise<number> {
    const { who, id } = await newSubscriber(app)
    const res = await postRequest(app, who, id, headers)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.has_offers).toBe(true)
    return (res.json().data as UnsubscriptionRequest).decline_countdown_seconds
  }

  it('is 10 s by default, and a region header the operator did not name changes nothing', async () => {
    expect(await countdown(t, {})).toBe(10)
    expect(await countdown(t, { 'cf-ipcountry': 'US', 'x-region': 'US-CA', 'cf-region-code': 'CA' })).toBe(10)
  })

  it("is gone where the trusted proxy's region is listed, and in a listed default region", async () => {
    const behindProxy = await createSubsApp({ region: { header: 'x-region', fallback: 'US-CA' } })
    try {
      expect(behindProxy.config.noCancelCountdownRegions).toEqual(['US-CA'])
      expect(await countdown(behindProxy, { 'x-region': 'us-ca' })).toBe(0)
      expect(await countdown(behindProxy, { 'x-region': 'US-NY' })).toBe(10)
      expect(await countdown(behindProxy, { 'x-region': 'FR' })).toBe(10)
      // No usable value from the proxy: the default region.
      expect(await countdown(behindProxy, { 'x-region': 'XX' })).toBe(0)
      expect(await countdown(behindProxy, {})).toBe(0)
    } finally {
      await behindProxy.close()
    }
  }, 60_000)
})

describe('the one-click cancel link', () => {
  it('shows and cancels the subscription without signing in; a second click or a forged link changes nothing', async () => {
    const { who, id } = await newSubscriber(t)
    const { link } = await requestCode(who, id)

    const shown = await call(t, { method: 'GET', url: `/api/subscription_cancellations?token=${link}` })
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json().data).toMatchObject({ id, auto_renew: true })
    // Whoever holds the link, what it shows and does is never stored by a browser or a proxy.
    expect(shown.headers['cache-control']).toBe('private, no-store')

    const forged = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`
    const refused = await call(t, {
      method: 'POST',
      url: '/api/subscription_cancellations',
      payload: { token: forged },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'invalid_link' })

    const done = await call(t, { method: 'POST', url: '/api/subscription_cancellations', payload: { token: link } })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().data).toMatchObject({ id, auto_renew: false, active: true })
    expect(done.headers['cache-control']).toBe('no-store')
    const again = await call(t, { method: 'POST', url: '/api/subscription_cancellations', payload: { token: link } })
    expect(again.statusCode).toBe(200)
    expect(await mailsTo(t, who.email, 'subscription_canceled')).toHaveLength(1)
  })
})
