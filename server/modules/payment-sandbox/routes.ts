/**
 * The sandbox processor's HTTP side, under /sandbox-processor: card tokenisation for the in-app
 * card forms, hosted checkout pages in each imitated processor's URL shape (test, CCBill
 * FlexForms, Mercado Pago, AstroPay, NOWPayments invoices), the 3-D Secure challenge, the
 * device-data frame, and the RYVYL widget with its payment call. Only registered when the sandbox
 * is on (PAYMENTS_SANDBOX).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { api } from '../../../contract/api'
import type { Locale } from '../../../contract/languages'
import {
  cardExpiryProblems,
  cardKeyProblem,
  cardNumberProblem,
  normalizeCardNumber,
} from '../../../contract/payment-rules'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { sendHtmlPage } from '../../lib/html-page'
import { CCBILL_CURRENCIES, ccbillFormDigest } from '../../lib/processor-wire/ccbill-signature'
import { sandboxCcbillSalt } from '../../lib/processor-wire/sandbox-keys'
import { defineRoute } from '../../lib/route'
import { ASSETS, WIDGET_SCRIPT } from './assets'
import { pageLocale, type Translate, translator } from './i18n'
import { type CardFormState, cardPage, challengePage, cryptoPage, ddcFramePage, messagePage } from './pages'
import type { CheckoutRow } from './repository'
import type { Sandbox } from './service'

export type SandboxRouteDeps = { db: Db; clock: Clock; sandbox: Sandbox; serverKey: string }

/** The frame and page CSP: like the site's, but the device-data frame may sit inside our own pages. */
const FRAMEABLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; form-action 'self'; base-uri 'self'; object-src 'none'"

const IdParams = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{4,80}$/)) })
const FormBody = v.record(v.string(), v.string())

/** Where the buyer goes back to; the RYVYL flavour adds the checkout id and resource path, as COPYandPAY does. */
export function returnUrlOf(checkout: CheckoutRow): string {
  if (checkout.flavour !== 'ryvyl') return checkout.returnUrl
  const separator = checkout.returnUrl.includes('?') ? '&' : '?'
  const query = new URLSearchParams({ id: checkout.id, resourcePath: `/v1/checkouts/${checkout.id}/payment` })
  return `${checkout.returnUrl}${separator}${query.toString()}`
}

/** A name as cards print it: letters (any script), spaces, dots, apostrophes and hyphens; two letters at least. */
const HOLDER_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u
const HOLDER_MAX = 255

export function holderProblem(value: string): 'required' | 'invalid' | null {
  const name = value.trim()
  if (!name) return 'required'
  const letters = name.match(/\p{L}/gu)?.length ?? 0
  return name.length <= HOLDER_MAX && HOLDER_NAME.test(name) && letters >= 2 ? null : 'invalid'
}

function cardErrors(form: Record<string, string>, t: Translate, now: Date): CardFormState['errors'] {
  const errors: NonNullable<CardFormState['errors']> = {}
  const holder = holderProblem(form.holder ?? '')
  if (holder) errors.holder = holder === 'required' ? t('required') : t('badHolder')
  const number = cardNumberProblem(normalizeCardNumber(form.card_number ?? ''))
  if (number) errors.card_number = number.message === 'required' ? t('required') : t('badNumber')
  const expiry = cardExpiryProblems({ month: form.exp_month ?? '', year: form.exp_year ?? '' }, now)
  if (expiry.month) errors.exp_month = expiry.month.message === 'required' ? t('required') : t('badExpiry')
  if (expiry.year) errors.exp_year = expiry.year.message === 'required' ? t('required') : t('badExpiry')
  const key = cardKeyProblem(form.cvc ?? '')
  if (key) errors.cvc = t('badCvc')
  return errors
}

export async function sandboxRoutes(app: FastifyInstance, deps: SandboxRouteDeps) {
  const { db, sandbox } = deps
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })

  const localeFor = (request: FastifyRequest, checkout?: CheckoutRow): Locale =>
    pageLocale(
      { ...(request.query as object), ...(typeof request.body === 'object' ? (request.body as object) : {}) },
      checkout?.locale,
      request.headers['accept-language'],
    )

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    const locale = localeFor(request)
    const t = translator(locale)
    return sendHtmlPage(
      reply,
      messagePage({ locale, t, flavour: 'test', title: t('notFound'), text: t('notFound') }),
      404,
    )
  }

  async function loadCheckout(request: FastifyRequest, reply: FastifyReply): Promise<CheckoutRow | undefined> {
    const params = v.safeParse(IdParams, request.params)
    const checkout = params.success ? await sandbox.findCheckout(db, params.output.id) : undefined
    if (!checkout) await notFound(request, reply)
    return checkout
  }

  async function showCardPage(reply: FastifyReply, checkout: CheckoutRow, locale: Locale, state?: CardFormState) {
    const ddc = await sandbox.startDdc(db, '000000', deps.clock())
    const page = cardPage({
      checkout,
      locale,
      t: translator(locale),
      action: `/sandbox-processor/pay/${checkout.id}`,
      cancelAction: `/sandbox-processor/pay/${checkout.id}/cancel`,
      ddc,
      ...(state ? { state } : {}),
    })
    return sendHtmlPage(reply, page, state ? 422 : 200)
  }

  /** A finished checkout sends the buyer back; an open one shows its page. */
  async function landing(request: FastifyRequest, reply: FastifyReply, checkout: CheckoutRow) {
    if (checkout.status !== 'open') return reply.redirect(returnUrlOf(checkout), 303)
    const locale = localeFor(request, checkout)
    if (checkout.flavour === 'nowpayments') {
      const t = translator(locale)
      return sendHtmlPage(
        reply,
        cryptoPage({ checkout, locale, t, action: `/sandbox-processor/nowpayments/invoice/${checkout.id}` }),
      )
    }
    return showCardPage(reply, checkout, locale)
  }

  defineRoute(
    app,
    api.sandboxCardToken,
    async ({ body, reply }) => {
      const card = await sandbox.tokenize(
        db,
        { number: body.card_number, expMonth: body.card_expiry.month, expYear: body.card_expiry.year },
        deps.clock(),
      )
      reply.status(201).header('cache-control', 'no-store')
      return {
        data: {
          token: card.token,
          brand: card.brand,
          last_4_digits: card.last4,
          bin: card.bin,
          expires_at: `20${card.expYear}-${card.expMonth}`,
        },
      }
    },
    // A processor limits tokenisation per address (card testing); so does the sandbox.
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
  )

  app.get('/sandbox-processor/pay/:id', async (request, reply) => {
    const checkout = await loadCheckout(request, reply)
    return checkout ? landing(request, reply, checkout) : reply
  })

  app.post('/sandbox-processor/pay/:id', async (request, reply) => {
    const checkout = await loadCheckout(request, reply)
    if (!checkout) return reply
    if (checkout.status !== 'open') return reply.redirect(returnUrlOf(checkout), 303)
    const form = v.parse(FormBody, request.body ?? {})
    const locale = localeFor(request, checkout)
    const now = deps.clock()
    const errors = cardErrors(form, translator(locale), now)
    if (errors && Object.keys(errors).length > 0) {
      return showCardPage(reply, checkout, locale, {
        errors,
        values: { holder: form.holder ?? '', exp_month: form.exp_month ?? '', exp_year: form.exp_year ?? '' },
      })
    }
    const card = await sandbox.tokenize(
      db,
      {
        number: normalizeCardNumber(form.card_number ?? ''),
        expMonth: form.exp_month ?? '',
        expYear: form.exp_year ?? '',
      },
      now,
    )
    const result = await sandbox.authorize(
      db,
      { checkout, token: card.token, ddcReference: form.ddc_reference ?? null, wantsDdc: true },
      now,
    )
    if (result.status === 'challenge')
      return reply.redirect(`/sandbox-processor/3ds/${checkout.id}?lang=${locale}`, 303)
    return reply.redirect(returnUrlOf(result.checkout), 303)
  })

  app.post('/sandbox-processor/pay/:id/cancel', async (request, reply) => {
    const checkout = await loadCheckout(request, reply)
    if (!checkout) return reply
    const canceled = await sandbox.cancel(db, checkout.id, deps.clock())
    return reply.redirect(returnUrlOf(canceled ?? checkout), 303)
  })

  // 3-D Secure: the hosted pages and the RYVYL widget come here by GET, the in-app card forms by a
  // POSTed ACS form (MD = the checkout, TermUrl = where to go after); both end on the return URL.
  app.get('/sandbox-processor/3ds/:id', async (request, reply) => {
    const checkout = await loadCheckout(request, reply)
    if (!checkout) return reply
    if (checkout.status !== 'challenge') return reply.redirect(returnUrlOf(checkout), 303)
    const locale = localeFor(request, checkout)
    const t = translator(locale)
    return sendHtmlPage(reply, challengePage({ checkout, locale, t, action: `/sandbox-processor/3ds/${checkout.id}` }))
  })

  app.post('/sandbox-processor/3ds/acs', async (request, reply) => {
    const form = v.parse(FormBody, request.body ?? {})
    const checkout = form.MD ? await sandbox.findCheckout(db, form.MD) : undefined
    const locale = localeFor(request, checkout)
    const t = translator(locale)
    if (!checkout)
      return sendHtmlPage(
        reply,
        messagePage({ locale, t, flavour: 'inovio', title: t('notFound'), text: t('notFound') }),
        404,
      )
    if (checkout.status !== 'challenge') return reply.redirect(returnUrlOf(checkout), 303)
    return sendHtmlPage(reply, challengePage({ checkout, locale, t, action: `/sandbox-processor/3ds/${checkout.id}` }))
  })

  app.post('/sandbox-processor/3ds/:id', async (request, reply) => {
    const checkout = await loadCheckout(request, reply)
    if (!checkout) return reply
    const form = v.parse(FormBody, request.body ?? {})
    const answered = await sandbox.answerChallenge(db, checkout.id, form.code ?? '', deps.clock())
    return reply.redirect(returnUrlOf(answered ?? checkout), 303)
  })

  // Device data: the hidden frame of the card forms loads (GET) or is posted (JWT, Bin) here.
  const collect = async (reply: FastifyReply, jwt: string) => {
    const reference = jwt ? await sandbox.collectDdc(db, jwt, deps.clock()) : null
    reply.header('content-security-policy', FRAMEABLE_CSP)
    return sendHtmlPage(reply, ddcFramePage(reference), reference ? 200 : 400)
  }
  app.get('/sandbox-processor/ddc/frame', async (request, reply) => {
    const query = request.query as { jwt?: unknown }
    return collect(reply, typeof query.jwt === 'string' ? query.jwt : '')
  })
  app.post('/sandbox-processor/ddc/collect', async (request, reply) => {
    const form = v.safeParse(FormBody, request.body ?? {})
    return collect(reply, form.success ? (form.output.JWT ?? '') : '')
  })

  app.get('/sandbox-processor/assets/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file
    const source = ASSETS[file]
    if (!source) return reply.status(404).send()
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(source)
  })

  // CCBill FlexForms: the merchant builds the URL and signs the price with formDigest; no API call.
  app.get('/sandbox-processor/ccbill/wap-frontflex/flexforms/:flexId', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>
    const locale = localeFor(request)
    const t = translator(locale)
    const currency = CCBILL_CURRENCIES[query.currencyCode ?? '']
    const recurring =
      query.recurringPrice && query.recurringPeriod && query.numRebills
        ? {
            recurringPrice: query.recurringPrice,
            recurringPeriod: Number(query.recurringPeriod),
            numRebills: Number(query.numRebills),
          }
        : undefined
    const expected = ccbillFormDigest(
      {
        initialPrice: query.initialPrice ?? '',
        initialPeriod: Number(query.initialPeriod),
        currencyCode: query.currencyCode ?? '',
        ...(recurring ? { recurring } : {}),
      },
      sandboxCcbillSalt(deps.serverKey),
    )
    const paymentId = query['X-payment_id'] ?? ''
    const reference = query['X-payment_reference'] ?? ''
    if (!currency || query.formDigest !== expected || !/^\d+$/.test(paymentId) || !reference) {
      return sendHtmlPage(
        reply,
        messagePage({ locale, t, flavour: 'ccbill', title: t('badLink'), text: t('badLink') }),
        400,
      )
    }
    const existing = await sandbox.findOpenCheckoutByReference(db, 'ccbill', reference)
    const checkout =
      existing ??
      (await sandbox.createCheckout(
        db,
        {
          flavour: 'ccbill',
          reference,
          amountMinor: Math.round(Number(query.initialPrice) * 10 ** currency.decimals),
          currency: currency.code,
          decimals: currency.decimals,
          description: `Velvet ${reference}`,
          email: query.email ?? null,
          locale,
          returnUrl: `/payment/${paymentId}/result_ccbill`,
          notifyUrl: `/api/payments/callbacks/ccbill_flexform?key=${sandbox.secret('ccbill')}`,
          extra: {
            clientAccnum: '900000',
            clientSubacc: query.clientSubacc ?? '0000',
            currencyCode: query.currencyCode,
            initialPeriod: query.initialPeriod,
            ...(recurring ?? {}),
            passthrough: { 'X-payment_id': paymentId, 'X-payment_reference': reference },
          },
        },
        deps.clock(),
      ))
    return landing(request, reply, checkout)
  })

  app.get('/sandbox-processor/mercadopago/checkout/v1/redirect', async (request, reply) => {
    const prefId = (request.query as { pref_id?: unknown }).pref_id
    const checkout = typeof prefId === 'string' ? await sandbox.findCheckout(db, prefId) : undefined
    return checkout ? landing(request, reply, checkout) : notFound(request, reply)
  })

  for (const path of ['/sandbox-processor/astropay/deposit/:id', '/sandbox-processor/nowpayments/invoice/:id']) {
    app.get(path, async (request, reply) => {
      const checkout = await loadCheckout(request, reply)
      return checkout ? landing(request, reply, checkout) : reply
    })
  }

  app.post('/sandbox-processor/nowpayments/invoice/:id', async (request, reply) => {
    const checkout = await loadCheckout(request, reply)
    if (!checkout) return reply
    const form = v.parse(FormBody, request.body ?? {})
    const kind = form.kind === 'partial' || form.kind === 'expire' ? form.kind : 'full'
    const after = await sandbox.simulateCrypto(db, checkout.id, kind, deps.clock())
    return reply.redirect(returnUrlOf(after ?? checkout), 303)
  })

  // RYVYL (COPYandPAY shape): the widget script, then the card it collected.
  app.get('/sandbox-processor/ryvyl/v1/paymentWidgets.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(WIDGET_SCRIPT),
  )

  const WidgetPayment = v.object({
    card: v.object({
      number: v.string(),
      expiryMonth: v.string(),
      expiryYear: v.string(),
      cvv: v.string(),
      holder: v.pipe(v.string(), v.maxLength(255)),
    }),
    billing: v.object({
      street1: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
      street2: v.optional(v.pipe(v.string(), v.maxLength(255))),
      city: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
      postcode: v.pipe(v.string(), v.nonEmpty(), v.maxLength(20)),
      country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
    }),
    createRegistration: v.optional(v.boolean(), false),
  })

  app.post('/sandbox-processor/ryvyl/v1/checkouts/:id/payment', async (request, reply) => {
    const params = v.safeParse(IdParams, request.params)
    const checkout = params.success ? await sandbox.findCheckout(db, params.output.id) : undefined
    if (checkout?.flavour !== 'ryvyl') return reply.status(404).send({ error: 'checkout not found' })
    const parsed = v.safeParse(WidgetPayment, request.body)
    const now = deps.clock()
    const card = parsed.success ? parsed.output.card : undefined
    const invalid =
      !card ||
      holderProblem(card.holder) ||
      cardNumberProblem(card.number) ||
      cardKeyProblem(card.cvv) ||
      Object.keys(cardExpiryProblems({ month: card.expiryMonth, year: card.expiryYear }, now)).length > 0
    if (invalid || !card || !parsed.success) {
      return reply.status(400).send({ error: 'invalid card or billing data', result: { code: '100.100.101' } })
    }
    if (checkout.status !== 'open') return { redirect: returnUrlOf(checkout) }
    const token = await sandbox.tokenize(
      db,
      { number: card.number, expMonth: card.expiryMonth, expYear: card.expiryYear },
      now,
    )
    await sandbox.remember(db, checkout.id, { store: parsed.output.createRegistration })
    const result = await sandbox.authorize(db, { checkout, token: token.token }, now)
    if (result.status === 'challenge') return { redirect: `/sandbox-processor/3ds/${checkout.id}?lang=es` }
    const code =
      result.status === 'approved' ? '000.100.110' : result.status === 'pending' ? '000.200.000' : '800.100.151'
    return { result: { code, description: result.answer.advice } }
  })
}
