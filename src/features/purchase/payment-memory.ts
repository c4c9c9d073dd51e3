/**
 * What the browser remembers about payments: the cards that failed
 * with the processor's answer (failedCards), the method of the last failed payment (paymentFailed),
 * and for each payment started here the guest's token to read it back after the processor returns
 * the browser (the result URL carries only the payment id) and the creator it was for.
 *
 * The failure memory belongs to one buyer (a user id, or null for a guest), kept beside it: on a
 * shared device another account, or a guest, never sees it, and a failure of theirs starts afresh.
 */
import * as v from 'valibot'
import type { FailedCardDetails } from '../../../contract/schemas/purchase'
import { FailedCardDetailsSchema } from '../../../contract/schemas/purchase'
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../../lib/storage'

const FailedCardsSchema = v.array(v.object({ id: v.number(), details: FailedCardDetailsSchema }))
export type FailedCard = v.InferOutput<typeof FailedCardsSchema>[number]

/** A 412 has no card to name: this id stands for "a card of this buyer". */
export const DUMMY_FAILED_CARD_ID = 0

/** The buyer the failure memory is about: a user's id, or null for a guest. */
export type Buyer = number | null

function isOwnedBy(buyer: Buyer): boolean {
  return readStored(STORAGE_KEYS.paymentFailedOwner, v.object({ buyer: v.nullable(v.number()) }))?.buyer === buyer
}

export function readFailedCards(buyer: Buyer): FailedCard[] {
  return isOwnedBy(buyer) ? (readStored(STORAGE_KEYS.failedCards, FailedCardsSchema) ?? []) : []
}

export function readFailedMethod(buyer: Buyer): number | undefined {
  return isOwnedBy(buyer) ? readStored(STORAGE_KEYS.paymentFailed, v.number()) : undefined
}

/** A failed payment (or a 412): its card and method are remembered as failed, for this buyer only. */
export function rememberFailure(
  buyer: Buyer,
  failure: { cardId: number | null; methodId: number | null; details: FailedCardDetails },
) {
  if (!isOwnedBy(buyer)) forgetFailures()
  const cardId = failure.cardId ?? DUMMY_FAILED_CARD_ID
  const others = readFailedCards(buyer).filter((card) => card.id !== cardId)
  writeStored(STORAGE_KEYS.paymentFailedOwner, { buyer })
  writeStored(STORAGE_KEYS.failedCards, [...others, { id: cardId, details: failure.details }].slice(-10))
  if (failure.methodId !== null) writeStored(STORAGE_KEYS.paymentFailed, failure.methodId)
}

/** Any other outcome but a cancel clears the buyer's markers; another buyer's are not theirs to clear. */
export function forgetFailuresOf(buyer: Buyer): void {
  if (isOwnedBy(buyer)) forgetFailures()
}

function forgetFailures(): void {
  removeStored(STORAGE_KEYS.failedCards)
  removeStored(STORAGE_KEYS.paymentFailed)
  removeStored(STORAGE_KEYS.paymentFailedOwner)
}

const StartedSchema = v.array(
  v.object({
    id: v.number(),
    guest_token: v.nullable(v.string()),
    plan_id: v.number(),
    webstar: v.nullable(v.string()),
  }),
)
export type StartedPayment = v.InferOutput<typeof StartedSchema>[number]

/** Kept for the last few payments only: a token is a key to a purchase, not something to hoard. */
const KEEP_STARTED = 5

export function rememberStartedPayment(payment: StartedPayment): void {
  const others = (readStored(STORAGE_KEYS.startedPayments, StartedSchema) ?? []).filter((p) => p.id !== payment.id)
  writeStored(STORAGE_KEYS.startedPayments, [...others, payment].slice(-KEEP_STARTED))
}

export function findStartedPayment(id: number): StartedPayment | undefined {
  return readStored(STORAGE_KEYS.startedPayments, StartedSchema)?.find((payment) => payment.id === id)
}

/** Forms that submitted themselves in this tab (checkout.tsx): each does so once. */
const SUBMITTED_ITSELF_KEY = 'velvet.purchase-submitted-itself'

function readSubmittedItself(): string[] {
  try {
    const stored = v.safeParse(v.array(v.string()), JSON.parse(sessionStorage.getItem(SUBMITTED_ITSELF_KEY) ?? '[]'))
    return stored.success ? stored.output : []
  } catch {
    return []
  }
}

export function hasSubmittedItself(form: string): boolean {
  return readSubmittedItself().includes(form)
}

export function rememberSubmittedItself(form: string): void {
  try {
    sessionStorage.setItem(SUBMITTED_ITSELF_KEY, JSON.stringify([...readSubmittedItself(), form].slice(-20)))
  } catch {
    // Without session storage the form still submitted itself this once.
  }
}

/**
 * The plan chosen on this page, for this tab: logging in inside the flow starts the signed-in
 * user's app afresh (its own query cache), and the buyer should find the plan they had chosen.
 */
const CHOICE_KEY = 'velvet.purchase-choice'

export function readPlanChoice(page: string): number | undefined {
  try {
    const stored = v.safeParse(
      v.object({ page: v.string(), id: v.number() }),
      JSON.parse(sessionStorage.getItem(CHOICE_KEY) ?? 'null'),
    )
    return stored.success && stored.output.page === page ? stored.output.id : undefined
  } catch {
    return undefined
  }
}

export function writePlanChoice(page: string, id: number | undefined): void {
  try {
    if (id === undefined) sessionStorage.removeItem(CHOICE_KEY)
    else sessionStorage.setItem(CHOICE_KEY, JSON.stringify({ page, id }))
  } catch {
    // Without session storage the choice lasts as long as the screen.
  }
}
