/**
 * Our side of the sandbox processor's merchant API: the drivers in sandbox mode call it over HTTP,
 * with their flavour's merchant key, a timeout and the same errors as a live processor's API, and
 * read its answers as untrusted input. The buyer's pages are under the same base URL.
 */
import * as v from 'valibot'
import { AppError } from '../../../lib/app-error'
import { type SandboxFlavour, sandboxSecret } from '../../../lib/processor-wire/sandbox-keys'
import type { CardFacts, ChargeRequest } from './types'

export type SandboxAccess = {
  /** The sandbox processor's base URL, as our server reaches it (configuration). */
  url: string
  /** Our own public URL: the callback URLs we give the processor are on it. */
  publicUrl: string
  /** The server's token secret: both sides derive each flavour's merchant key from it. */
  serverKey: string
  fetch: typeof fetch
}

/** How long the sandbox may take to answer before the payment is refused as not possible now. */
const TIMEOUT_MS = 10_000

const CardSchema = v.object({ token: v.string(), brand: v.string(), last4: v.string(), fingerprint: v.string() })

const CheckoutSchema = v.object({
  id: v.string(),
  flavour: v.string(),
  status: v.string(),
  reference: v.string(),
  amount_minor: v.number(),
  currency: v.string(),
  transaction_id: v.nullable(v.string()),
  decline_code: v.nullable(v.string()),
  store: v.boolean(),
  card: v.nullable(CardSchema),
  integrity: v.optional(v.string()),
})
export type SandboxCheckout = v.InferOutput<typeof CheckoutSchema>

const ChargeSchema = v.union([
  v.object({ replayed: v.literal(true), checkout: CheckoutSchema }),
  v.object({
    status: v.picklist(['approved', 'declined', 'pending', 'challenge']),
    answer: v.object({ status_name: v.string(), advice: v.string() }),
    checkout: CheckoutSchema,
  }),
])
export type SandboxCharge = v.InferOutput<typeof ChargeSchema>

const DeviceDataSchema = v.object({ jwt: v.string(), reference_id: v.string() })
const RefundSchema = v.object({ refunded: v.boolean() })

export function factsOf(card: v.InferOutput<typeof CardSchema>): CardFacts {
  return { token: card.token, brand: card.brand, last4: card.last4, fingerprint: card.fingerprint }
}

/** Where the buyer's browser goes: the sandbox's base as a path when it is on our own site. */
export function sandboxPagesUrl(access: Pick<SandboxAccess, 'url' | 'publicUrl'>): string {
  const base = new URL(access.url)
  return base.origin === new URL(access.publicUrl).origin ? base.pathname.replace(/\/+$/, '') : access.url
}

export function sandboxClient(access: SandboxAccess, flavour: SandboxFlavour) {
  const secret = sandboxSecret(access.serverKey, flavour)
  const pages = sandboxPagesUrl(access)

  async function ask(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: unknown }> {
    const response = await access
      .fetch(`${access.url}/api/${flavour}${path}`, {
        method,
        headers: {
          'x-api-key': secret,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      .catch((error: unknown) => {
        throw new AppError('payment_not_possible', { detail: 'sandbox processor unreachable', cause: error })
      })
    return { status: response.status, body: await response.json().catch(() => undefined) }
  }

  /** The answer in the expected shape; anything else (an error status, a strange body) refuses the payment. */
  function read<S extends v.GenericSchema>(schema: S, answer: { status: number; body: unknown }, what: string) {
    const parsed = v.safeParse(schema, answer.body)
    if (answer.status >= 300 || !parsed.success) {
      throw new AppError('payment_not_possible', { detail: `sandbox ${what} failed (${answer.status})` })
    }
    return parsed.output as v.InferOutput<S>
  }

  /** A lookup: null when the processor does not know it (404). */
  function found<S extends v.GenericSchema>(schema: S, answer: { status: number; body: unknown }, what: string) {
    return answer.status === 404 ? null : read(schema, answer, what)
  }

  function checkoutBody(request: ChargeRequest, returnUrl: string, notifyPath: string) {
    return {
      reference: request.payment.operationNumber,
      amount_minor: request.payment.chargedMinor,
      currency: request.payment.currency,
      decimals: request.currency.decimals,
      description: request.plan.title,
      email: request.payment.email,
      locale: request.payment.locale,
      return_url: returnUrl,
      notify_url: `${access.publicUrl}${notifyPath}`,
    }
  }

  return {
    secret,
    /** A page of the sandbox's, for the buyer's browser. */
    page: (path: string) => `${pages}${path}`,
    async createCheckout(request: ChargeRequest, urls: { returnUrl: string; notifyPath: string }) {
      const answer = await ask('POST', '/checkouts', {
        body: checkoutBody(request, urls.returnUrl, urls.notifyPath),
      })
      return read(CheckoutSchema, answer, 'checkout')
    },
    /**
     * Charges a card token on a new checkout. `once`: a saved card's charge, sent with the payment's
     * operation number as Idempotency-Key, so asking again answers the first charge (`replayed`).
     */
    async charge(
      request: ChargeRequest,
      card: { token: string; saved: boolean; ddcReference?: string | null; wantsDdc?: boolean },
      urls: { returnUrl: string; notifyPath: string; once: boolean },
    ) {
      const answer = await ask('POST', '/charges', {
        body: {
          ...checkoutBody(request, urls.returnUrl, urls.notifyPath),
          token: card.token,
          saved: card.saved,
          ddc_reference: card.ddcReference ?? null,
          wants_ddc: card.wantsDdc ?? false,
        },
        ...(urls.once ? { headers: { 'idempotency-key': request.payment.operationNumber } } : {}),
      })
      return read(ChargeSchema, answer, 'charge')
    },
    checkout: async (id: string) =>
      found(CheckoutSchema, await ask('GET', `/checkouts/${encodeURIComponent(id)}`), 'checkout lookup'),
    transaction: async (id: string) =>
      found(CheckoutSchema, await ask('GET', `/transactions/${encodeURIComponent(id)}`), 'transaction lookup'),
    async card(token: string): Promise<CardFacts | null> {
      const card = found(CardSchema, await ask('GET', `/cards/${encodeURIComponent(token)}`), 'card lookup')
      return card ? factsOf(card) : null
    },
    async deviceData(token: string) {
      const answer = await ask('POST', `/cards/${encodeURIComponent(token)}/device-data`)
      const session = found(DeviceDataSchema, answer, 'device data')
      return session ? { jwt: session.jwt, referenceId: session.reference_id } : null
    },
    async refund(transactionId: string): Promise<boolean> {
      const answer = await ask('POST', '/refunds', { body: { transaction_id: transactionId } })
      return read(RefundSchema, answer, 'refund').refunded
    },
  }
}

export type SandboxClient = ReturnType<typeof sandboxClient>
