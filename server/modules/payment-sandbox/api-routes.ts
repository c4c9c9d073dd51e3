/**
 * The sandbox processor's merchant API, under /sandbox-processor/api/<flavour>: what a merchant's
 * server asks a processor over HTTP. Create a hosted checkout, charge a card token (saved cards
 * with an Idempotency-Key, so a retried charge answers the first one), read a checkout by its id or
 * its transaction id, read a card token's facts, open a device-data session, refund. Each flavour's
 * merchant sends its secret as x-api-key, as with a processor's API key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { safeEqual } from '../../lib/processor-wire/crypto'
import { SANDBOX_FLAVOURS, type SandboxFlavour } from '../../lib/processor-wire/sandbox-keys'
import { WIDGET_INTEGRITY } from './assets'
import type { CheckoutRow, SandboxCardRow } from './repository'
import type { Authorization, Sandbox } from './service'

export type SandboxApiDeps = { db: Db; clock: Clock; sandbox: Sandbox }

/** Where the buyer's browser finds the sandbox's pages: this server serves them. */
const PAGES = '/sandbox-processor'

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{4,80}$/))
const Url = v.pipe(v.string(), v.minLength(1), v.maxLength(2000))

const CheckoutBody = v.object({
  reference: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  amount_minor: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
  description: v.pipe(v.string(), v.maxLength(255)),
  email: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  locale: v.pipe(v.string(), v.maxLength(8)),
  return_url: Url,
  notify_url: Url,
})

const ChargeBody = v.object({
  ...CheckoutBody.entries,
  token: v.pipe(v.string(), v.maxLength(100)),
  saved: v.optional(v.boolean(), false),
  ddc_reference: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100))), null),
  wants_ddc: v.optional(v.boolean(), false),
})

/** NOWPayments' invoice request (prices with cents, in major units). */
const InvoiceBody = v.object({
  price_amount: v.pipe(v.number(), v.minValue(0.01), v.maxValue(1_000_000)),
  price_currency: v.pipe(v.string(), v.regex(/^[a-zA-Z]{3}$/)),
  order_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  order_description: v.optional(v.pipe(v.string(), v.maxLength(255))),
  ipn_callback_url: Url,
  success_url: Url,
  cancel_url: v.optional(Url),
})

const RefundBody = v.object({ transaction_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) })

function cardView(card: Pick<SandboxCardRow, 'token' | 'brand' | 'last4' | 'fingerprint'> | null | undefined) {
  return card ? { token: card.token, brand: card.brand, last4: card.last4, fingerprint: card.fingerprint } : null
}

export type SandboxCardView = NonNullable<ReturnType<typeof cardView>>

function checkoutView(checkout: CheckoutRow, card: SandboxCardRow | null | undefined) {
  return {
    id: checkout.id,
    flavour: checkout.flavour,
    status: checkout.status,
    reference: checkout.merchantReference,
    amount_minor: checkout.amountMinor,
    currency: checkout.currency,
    transaction_id: checkout.transactionId,
    decline_code: checkout.declineCode,
    store: checkout.extra?.store === true,
    card: cardView(card),
    ...(checkout.flavour === 'ryvyl' ? { integrity: WIDGET_INTEGRITY } : {}),
  }
}

export type SandboxCheckoutView = ReturnType<typeof checkoutView>

function authorizationView(result: Authorization) {
  return {
    status: result.status,
    answer: { status_name: result.answer.statusName, advice: result.answer.advice },
    checkout: checkoutView(result.checkout, result.card),
  }
}

export type SandboxChargeView = ReturnType<typeof authorizationView> & { replayed?: boolean }

export async function sandboxApiRoutes(app: FastifyInstance, deps: SandboxApiDeps) {
  const { db, sandbox } = deps

  /** The flavour whose merchant key the request carries, or a 401/404 already sent. */
  function merchant(request: FastifyRequest, reply: FastifyReply): SandboxFlavour | null {
    const { flavour } = request.params as { flavour?: string }
    if (!SANDBOX_FLAVOURS.includes(flavour as SandboxFlavour)) {
      void reply.status(404).send({ error: 'unknown processor' })
      return null
    }
    const key = request.headers['x-api-key']
    if (typeof key !== 'string' || !safeEqual(key, sandbox.secret(flavour as SandboxFlavour))) {
      void reply.status(401).send({ error: 'invalid merchant key' })
      return null
    }
    return flavour as SandboxFlavour
  }

  function invalid(reply: FastifyReply, issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
    return reply.status(400).send({ error: 'invalid request', detail: v.summarize(issues) })
  }

  const cardOf = async (checkout: CheckoutRow) =>
    checkout.cardToken ? ((await sandbox.findCard(db, checkout.cardToken)) ?? null) : null

  function checkoutInput(flavour: SandboxFlavour, body: v.InferOutput<typeof CheckoutBody>) {
    return {
      flavour,
      reference: body.reference,
      amountMinor: body.amount_minor,
      currency: body.currency,
      decimals: body.decimals,
      description: body.description,
      email: body.email,
      locale: body.locale,
      returnUrl: body.return_url,
      notifyUrl: body.notify_url,
    }
  }

  app.post('/sandbox-processor/api/:flavour/checkouts', async (request, reply) => {
    const flavour = merchant(request, reply)
    if (!flavour) return reply
    const parsed = v.safeParse(CheckoutBody, request.body)
    if (!parsed.success) return invalid(reply, parsed.issues)
    const checkout = await sandbox.createCheckout(db, checkoutInput(flavour, parsed.output), deps.clock())
    return reply.status(201).send(checkoutView(checkout, null))
  })

  app.post('/sandbox-processor/api/:flavour/charges', async (request, reply) => {
    const flavour = merchant(request, reply)
    if (!flavour) return reply
    const parsed = v.safeParse(ChargeBody, request.body)
    if (!parsed.success) return invalid(reply, parsed.issues)
    const body = parsed.output
    const idempotencyKey = request.headers['idempotency-key']
    const charge = {
      token: body.token,
      saved: body.saved,
      ddcReference: body.ddc_reference,
      wantsDdc: body.wants_ddc,
    }
    const input = checkoutInput(flavour, body)
    if (typeof idempotencyKey === 'string' && idempotencyKey === body.reference) {
      const result = await sandbox.chargeOnce(db, input, charge, deps.clock())
      if ('earlier' in result) {
        return reply.send({ replayed: true, checkout: checkoutView(result.earlier, await cardOf(result.earlier)) })
      }
      return reply.status(201).send(authorizationView(result))
    }
    const checkout = await sandbox.createCheckout(db, input, deps.clock())
    const result = await sandbox.authorize(db, { checkout, ...charge }, deps.clock())
    return reply.status(201).send(authorizationView(result))
  })

  app.get('/sandbox-processor/api/:flavour/checkouts/:id', async (request, reply) => {
    const flavour = merchant(request, reply)
    if (!flavour) return reply
    const id = v.safeParse(Id, (request.params as { id?: unknown }).id)
    const checkout = id.success ? await sandbox.findCheckout(db, id.output) : undefined
    if (checkout?.flavour !== flavour) return reply.status(404).send({ error: 'checkout not found' })
    return checkoutView(checkout, await cardOf(checkout))
  })

  app.get('/sandbox-processor/api/:flavour/transactions/:id', async (request, reply) => {
    const flavour = merchant(request, reply)
    if (!flavour) return reply
    const id = v.safeParse(Id, (request.params as { id?: unknown }).id)
    const checkout = id.success ? await sandbox.findCheckoutByTransaction(db, id.output) : undefined
    if (checkout?.flavour !== flavour) return reply.status(404).send({ error: 'transaction not found' })
    return checkoutView(checkout, await cardOf(checkout))
  })

  app.get('/sandbox-processor/api/:flavour/cards/:token', async (request, reply) => {
    if (!merchant(request, reply)) return reply
    const token = v.safeParse(Id, (request.params as { token?: unknown }).token)
    const card = token.success ? await sandbox.findCard(db, token.output) : undefined
    if (!card) return reply.status(404).send({ error: 'card not found' })
    return cardView(card)
  })

  app.post('/sandbox-processor/api/:flavour/cards/:token/device-data', async (request, reply) => {
    if (!merchant(request, reply)) return reply
    const token = v.safeParse(Id, (request.params as { token?: unknown }).token)
    const card = token.success ? await sandbox.findCard(db, token.output) : undefined
    if (!card) return reply.status(404).send({ error: 'card not found' })
    const session = await sandbox.startDdc(db, card.bin, deps.clock())
    return reply.status(201).send({ jwt: session.jwt, reference_id: session.referenceId })
  })

  // NOWPayments' own invoice call (x-api-key, prices in major units), so its driver's live code
  // runs unchanged against the sandbox.
  app.post('/sandbox-processor/nowpayments/v1/invoice', async (request, reply) => {
    const key = request.headers['x-api-key']
    if (typeof key !== 'string' || !safeEqual(key, sandbox.secret('nowpayments'))) {
      return reply.status(403).send({ statusCode: 403, code: 'INVALID_API_KEY', message: 'Invalid api key' })
    }
    const parsed = v.safeParse(InvoiceBody, request.body)
    if (!parsed.success) return invalid(reply, parsed.issues)
    const body = parsed.output
    const invoice = await sandbox.createCheckout(
      db,
      {
        flavour: 'nowpayments',
        reference: body.order_id,
        amountMinor: Math.round(body.price_amount * 100),
        currency: body.price_currency.toUpperCase(),
        decimals: 2,
        description: body.order_description ?? '',
        email: null,
        // No language in NOWPayments' call: the invoice page follows the browser's.
        locale: '',
        returnUrl: body.success_url,
        notifyUrl: body.ipn_callback_url,
      },
      deps.clock(),
    )
    return reply.send({
      id: invoice.id,
      order_id: body.order_id,
      invoice_url: `${PAGES}/nowpayments/invoice/${invoice.id}`,
    })
  })

  app.post('/sandbox-processor/api/:flavour/refunds', async (request, reply) => {
    if (!merchant(request, reply)) return reply
    const parsed = v.safeParse(RefundBody, request.body)
    if (!parsed.success) return invalid(reply, parsed.issues)
    return { refunded: await sandbox.refund(db, parsed.output.transaction_id, deps.clock()) }
  })
}
