/**
 * The one interface every payment driver implements, chosen by the payment
 * method's driver_front_key: start a payment (and say where the buyer goes), verify a processor's
 * callback (or the buyer's return), charge a saved card, refund. Drivers never price anything: they
 * charge the amount and currency of the payment row, and report what the processor says.
 */
import type { RedirectInstruction } from '../../../../contract/schemas/payment'
import type { DriverFrontKey, FailedCardDetails } from '../../../../contract/schemas/purchase'
import type { PaymentData } from '../../../db/schema/payments'
import type { DriverCapabilities } from '../../purchase/index'

/** What a processor told us about the card (never its number). Hosted processors may give no token. */
export type CardFacts = { token: string | null; brand: string; last4: string; fingerprint: string | null }

/** A final answer about a payment. */
export type PaymentOutcome = {
  status: 'approved' | 'failed' | 'canceled'
  data: PaymentData
  processorReference: string | null
  card: CardFacts | null
}

/**
 * What a driver is told besides the request: the time. Drivers hold no database handle: the
 * processor's state is the processor's, asked over HTTP, and they are asked with no transaction open.
 */
export type DriverContext = {
  now: Date
}

export type ChargeRequest = {
  payment: {
    id: number
    operationNumber: string
    chargedMinor: number
    currency: string
    email: string
    locale: string
    isPreapproval: boolean
  }
  /** Decimals and ISO numeric code of the payment's currency. */
  currency: { decimals: number; numericCode: string }
  plan: { title: string; description: string; periodDays: number; isRecurrent: boolean }
  /** What renewals will charge (recurring plans), in the payment's currency. */
  recurringMinor: number | null
  method: { id: number; key: string; processor: string | null; ddc: boolean }
  /** In-app card forms: the processor's token and the device-data session. */
  cardToken?: string | null
  ddcReference?: string | null
  /** Where the buyer comes back to (our result page). */
  resultPath: string
}

/** Where a processor sends its callbacks about the payments made with a driver (callback-routes.ts). */
export function callbackPath(key: DriverFrontKey): string {
  return `/api/payments/callbacks/${key}`
}

/** The card brands in the order most processors list them. */
export const USUAL_BRANDS = ['VISA', 'MASTER', 'AMEX'] as const

/** A processor whose own page takes the card: the usual brands, nothing kept, no device check or trials. */
export const HOSTED_PAGE_CAPABILITIES: DriverCapabilities = {
  cardForm: 'hosted',
  brands: USUAL_BRANDS,
  storedCards: 'none',
  deviceData: false,
  freeTrials: false,
  blocksAfterFailures: true,
  legacyAddon: false,
  legacyBundle: true,
  taxId: false,
}

/** After start: where to send the buyer, the processor's id for the payment, and maybe its final answer already. */
export type StartResult = {
  redirect: RedirectInstruction | null
  processorReference: string | null
  outcome: PaymentOutcome | null
}

/** `refunded`: the processor gave an approved payment's money back (a refund or a chargeback). */
export type CallbackStatus = 'approved' | 'failed' | 'canceled' | 'pending' | 'ignored' | 'refunded'

/** A verified processor event about one of our payments. */
export type CallbackEvent = {
  /** The processor's event id: the same event delivered twice changes nothing the second time. */
  eventId: string
  operationNumber: string | null
  processorReference: string | null
  status: CallbackStatus
  /** What the processor says it charged; checked against the payment before anything is granted. */
  amountMinor: number | null
  currency: string | null
  data: PaymentData
  card: CardFacts | null
  /** The buyer asked the processor to keep the card (RYVYL's "store payment details"). */
  storeCard?: boolean
}

export type CallbackRequest = {
  rawBody: string
  headers: Record<string, string | string[] | undefined>
  query: Record<string, unknown>
  ip: string
}

export type DeviceData = { DDC_URL: string; JWT: string; DDC_REFERENCEID: string }

export type PaymentDriver = {
  key: DriverFrontKey
  mode: 'sandbox' | 'live'
  /** What it can do (card form, brands, stored cards, device data…): asked instead of its name. */
  capabilities: DriverCapabilities
  start: (ctx: DriverContext, request: ChargeRequest) => Promise<StartResult>
  /** Verifies a server-to-server callback; throws AppError invalid_signature when it is not authentic. */
  verifyCallback: (ctx: DriverContext, request: CallbackRequest) => Promise<CallbackEvent>
  /** Drivers whose buyer comes back through our server first (RYVYL): asks the processor how it went. */
  verifyReturn?: (ctx: DriverContext, query: Record<string, unknown>) => Promise<CallbackEvent | null>
  /**
   * One-click and renewals: charges a saved card's processor token. Idempotent per payment (its
   * operation number, sent as the processor's idempotency key): asked again, it answers the first
   * charge's result and charges nothing more, so a renewal retried after a crash never charges twice.
   */
  chargeSavedCard?: (ctx: DriverContext, request: ChargeRequest & { savedToken: string }) => Promise<StartResult>
  /** What the processor knows of a card token (brand, last four, fingerprint); null for an unknown token. */
  cardFacts?: (ctx: DriverContext, token: string) => Promise<CardFacts | null>
  deviceData?: (ctx: DriverContext, token: string) => Promise<DeviceData | null>
  /** Refunds an approved payment at the processor; false when it cannot be done from here. */
  refund: (
    ctx: DriverContext,
    payment: { processorReference: string | null; transactionId: string | null },
  ) => Promise<boolean>
}

export function header(request: CallbackRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

export function answerData(statusName: string, transactionId: string, advice: string): FailedCardDetails {
  return { TRANS_STATUS_NAME: statusName, TRANS_ID: transactionId, SERVICE_ADVICE: advice }
}
