/**
 * The sandbox processor: a complete, if small, payment processor inside our server, so every
 * purchase path runs end to end with no outside service (demo and tests). It tokenises cards (and
 * never keeps their numbers), runs hosted checkouts and direct authorisations with test-card
 * behaviours (approve, decline, insufficient funds, pending then approved, 3-D Secure challenge),
 * a device-data step, and sends signed callbacks in each imitated processor's format, late or
 * twice, like real ones. Our drivers reach it through this API only; the browser through its pages.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { cardBin, cardBrand } from '../../../contract/payment-rules'
import type { Executor } from '../../lib/executor'
import { randomDigits, randomId } from '../../lib/processor-wire/crypto'
import { type SandboxFlavour, sandboxSecret } from '../../lib/processor-wire/sandbox-keys'
import {
  ANSWERS,
  behaviourOf,
  CHALLENGE_CODE,
  isTestCard,
  type ProcessorAnswer,
  testCardFingerprint,
} from '../../lib/processor-wire/sandbox-test-cards'
import { draftNotification, type SandboxStatus } from './formats'
import {
  type CheckoutRow,
  findCard,
  findCheckout,
  findCheckoutByTransaction,
  findDdcSession,
  findOpenCheckoutByReference,
  insertCard,
  insertCheckout,
  insertDdcSession,
  insertNotifications,
  markDdcCollected,
  mergeCheckoutExtra,
  type SandboxCardRow,
  updateCheckout,
} from './repository'

export type SandboxConfig = {
  /** The server's token secret: the sandbox's keys (signatures, fingerprints, DDC tokens) derive from it. */
  serverKey: string
  /** How long a "pending" test card waits before its approval callback. */
  pendingMs: number
  /** Each callback is sent again this much later (0: once), as processors retry. */
  duplicateMs: number
}

export type CheckoutInput = {
  flavour: SandboxFlavour
  reference: string
  amountMinor: number
  currency: string
  decimals: number
  description: string
  email: string | null
  locale: string
  returnUrl: string
  notifyUrl: string
  extra?: Record<string, unknown>
}

/** The outcome of a payment attempt, as the processor reports it. */
export type Authorization = {
  status: 'approved' | 'declined' | 'pending' | 'challenge'
  checkout: CheckoutRow
  answer: ProcessorAnswer
  card: SandboxCardRow | null
}

/** A demo rate for the sandbox's crypto invoices only. */
const USD_PER_BTC = 65_000

/** What a crypto invoice adds to its checkout: its numbers, the coin, the amount in it and the address. */
function cryptoInvoice(amount: number): Record<string, unknown> {
  return {
    invoiceId: randomDigits(9),
    purchaseId: randomDigits(9),
    payCurrency: 'btc',
    payAmount: Number((amount / USD_PER_BTC).toFixed(8)),
    payAddress: `tb1q${randomDigits(8)}sandbox${randomDigits(8)}`,
  }
}

const FINAL = ['approved', 'declined', 'canceled', 'expired'] as const
const OPEN = ['open', 'challenge'] as const

export function createSandbox(config: SandboxConfig) {
  const fingerprintKey = sandboxSecret(config.serverKey, 'test')
  const ddcKey = createHmac('sha256', config.serverKey).update('velvet sandbox ddc').digest('base64url')

  /** Tokenises a card: the number is checked and forgotten; only brand, last four and a fingerprint stay. */
  async function tokenize(
    db: Executor,
    card: { number: string; expMonth: string; expYear: string },
    now: Date,
  ): Promise<SandboxCardRow> {
    const row = {
      token: randomId('tok', 18),
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      bin: cardBin(card.number),
      expMonth: card.expMonth,
      expYear: card.expYear,
      fingerprint: isTestCard(card.number)
        ? testCardFingerprint(card.number)
        : `fp_${createHmac('sha256', fingerprintKey).update(card.number).digest('base64url').slice(0, 32)}`,
      behaviour: behaviourOf(card.number),
      createdAt: now,
    }
    await insertCard(db, row)
    return row
  }

  async function queue(
    db: Executor,
    checkout: CheckoutRow,
    event: { status: SandboxStatus; answer: ProcessorAnswer; card: SandboxCardRow | null; settles?: string | null },
    now: Date,
    delayMs = 0,
  ): Promise<void> {
    const draft = draftNotification(checkout, event, now)
    const base = {
      checkoutId: checkout.id,
      flavour: checkout.flavour,
      settles: event.settles ?? null,
      url: draft.url,
      contentType: draft.contentType,
      body: draft.body,
      headers: draft.headers,
    }
    const due = new Date(now.getTime() + delayMs)
    const rows = [{ ...base, dueAt: due }]
    if (config.duplicateMs > 0) rows.push({ ...base, dueAt: new Date(due.getTime() + config.duplicateMs) })
    await insertNotifications(db, rows)
  }

  async function createCheckout(db: Executor, input: CheckoutInput, now: Date): Promise<CheckoutRow> {
    const invoice = input.flavour === 'nowpayments' ? cryptoInvoice(input.amountMinor / 10 ** input.decimals) : {}
    return insertCheckout(db, {
      id: randomId('chk'),
      flavour: input.flavour,
      merchantReference: input.reference,
      amountMinor: input.amountMinor,
      currency: input.currency,
      description: input.description,
      email: input.email,
      locale: input.locale,
      returnUrl: input.returnUrl,
      notifyUrl: input.notifyUrl,
      extra: { ...invoice, ...input.extra, decimals: input.decimals },
      createdAt: now,
      updatedAt: now,
    })
  }

  function newTransactionId(flavour: string): string {
    // Mercado Pago and NOWPayments number their payments; the others use text ids.
    return flavour === 'mercadopago' || flavour === 'nowpayments'
      ? randomDigits(10)
      : `SBX-${randomBytes(5).toString('hex').toUpperCase()}`
  }

  /**
   * A saved card's charge, once per merchant reference (the merchant's Idempotency-Key): asked
   * again for the same payment, even at the same moment, it gives back the first charge's checkout
   * and charges nothing more.
   */
  async function chargeOnce(
    db: Executor,
    input: CheckoutInput,
    charge: { token: string; saved: boolean; ddcReference: string | null; wantsDdc: boolean },
    now: Date,
  ): Promise<Authorization | { earlier: CheckoutRow }> {
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`sandbox charge ${input.flavour} ${input.reference}`}))`,
      )
      const earlier = await findOpenCheckoutByReference(tx, input.flavour, input.reference)
      if (earlier) return { earlier }
      const checkout = await createCheckout(tx, input, now)
      return authorize(tx, { checkout, ...charge }, now)
    })
  }

  /** Ends a checkout (approved, declined, canceled, expired) once, and queues its callbacks. */
  async function finish(
    db: Executor,
    checkout: CheckoutRow,
    status: Exclude<SandboxStatus, 'pending' | 'confirming' | 'partially_paid'>,
    answer: ProcessorAnswer,
    card: SandboxCardRow | null,
    now: Date,
  ): Promise<CheckoutRow> {
    const updated = await updateCheckout(db, checkout.id, [...OPEN, 'pending'], {
      status,
      transactionId: checkout.transactionId ?? newTransactionId(checkout.flavour),
      cardToken: card?.token ?? checkout.cardToken,
      declineCode: status === 'approved' ? null : answer.statusName,
      updatedAt: now,
    })
    if (!updated) return (await findCheckout(db, checkout.id)) ?? checkout
    await queue(db, updated, { status, answer, card }, now)
    return updated
  }

  /** Accepts a payment that the bank confirms later: a pending callback now, the approval after pendingMs. */
  async function holdPending(db: Executor, checkout: CheckoutRow, card: SandboxCardRow | null, now: Date) {
    const updated = await updateCheckout(db, checkout.id, OPEN, {
      status: 'pending',
      transactionId: checkout.transactionId ?? newTransactionId(checkout.flavour),
      cardToken: card?.token ?? checkout.cardToken,
      updatedAt: now,
    })
    if (!updated) return (await findCheckout(db, checkout.id)) ?? checkout
    await queue(db, updated, { status: 'pending', answer: ANSWERS.pending, card }, now)
    await queue(
      db,
      updated,
      { status: 'approved', answer: ANSWERS.approved, card, settles: 'approved' },
      now,
      config.pendingMs,
    )
    return updated
  }

  /**
   * Charges a tokenised card on a checkout, as the card's test behaviour says. `saved`: a later
   * one-click charge (where the "declines later" card fails). `ddcReference`: the device-data
   * session; without a collected one (when the flavour wants it) the bank asks for a challenge.
   */
  async function authorize(
    db: Executor,
    input: { checkout: CheckoutRow; token: string; saved?: boolean; ddcReference?: string | null; wantsDdc?: boolean },
    now: Date,
  ): Promise<Authorization> {
    const card = (await findCard(db, input.token)) ?? null
    const checkout = input.checkout
    if (!card)
      return {
        status: 'declined',
        checkout: await finish(db, checkout, 'declined', ANSWERS.decline, null, now),
        answer: ANSWERS.decline,
        card,
      }
    await updateCheckout(db, checkout.id, OPEN, { cardToken: card.token, updatedAt: now })
    const behaviour = card.behaviour
    const decline = (answer: ProcessorAnswer) =>
      finish(db, checkout, 'declined', answer, card, now).then((row) => ({
        status: 'declined' as const,
        checkout: row,
        answer,
        card,
      }))
    if (behaviour === 'decline') return decline(ANSWERS.decline)
    if (behaviour === 'insufficient_funds') return decline(ANSWERS.insufficient_funds)
    if (behaviour === 'decline_saved' && input.saved) return decline(ANSWERS.decline)
    const ddcCollected =
      !input.wantsDdc ||
      (input.ddcReference ? Boolean((await findDdcSession(db, input.ddcReference))?.collectedAt) : false)
    if (behaviour === 'challenge' || !ddcCollected) {
      const row = (await updateCheckout(db, checkout.id, OPEN, { status: 'challenge', updatedAt: now })) ?? checkout
      return { status: 'challenge', checkout: row, answer: ANSWERS.pending, card }
    }
    if (behaviour === 'pending') {
      return { status: 'pending', checkout: await holdPending(db, checkout, card, now), answer: ANSWERS.pending, card }
    }
    return {
      status: 'approved',
      checkout: await finish(db, checkout, 'approved', ANSWERS.approved, card, now),
      answer: ANSWERS.approved,
      card,
    }
  }

  /** The 3-D Secure challenge's answer: the right code approves, anything else declines. */
  async function answerChallenge(db: Executor, checkoutId: string, code: string, now: Date) {
    const checkout = await findCheckout(db, checkoutId)
    if (checkout?.status !== 'challenge') return checkout
    const card = checkout.cardToken ? ((await findCard(db, checkout.cardToken)) ?? null) : null
    const passed = code.trim() === CHALLENGE_CODE
    return passed
      ? finish(db, checkout, 'approved', ANSWERS.approved, card, now)
      : finish(db, checkout, 'declined', ANSWERS.challenge_failed, card, now)
  }

  async function cancel(db: Executor, checkoutId: string, now: Date) {
    const checkout = await findCheckout(db, checkoutId)
    if (!checkout || FINAL.includes(checkout.status as (typeof FINAL)[number])) return checkout
    return finish(db, checkout, 'canceled', ANSWERS.canceled, null, now)
  }

  /** Crypto checkouts (NOWPayments flavour): the buyer "sends" coins; confirmations arrive over time. */
  async function simulateCrypto(db: Executor, checkoutId: string, kind: 'full' | 'partial' | 'expire', now: Date) {
    const checkout = await findCheckout(db, checkoutId)
    if (checkout?.status !== 'open') return checkout
    if (kind === 'expire') return finish(db, checkout, 'expired', ANSWERS.expired, null, now)
    const updated = await updateCheckout(db, checkout.id, ['open'], {
      status: 'pending',
      transactionId: checkout.transactionId ?? newTransactionId(checkout.flavour),
      updatedAt: now,
    })
    if (!updated) return checkout
    await queue(db, updated, { status: 'pending', answer: ANSWERS.pending, card: null }, now)
    if (kind === 'partial') {
      await queue(db, updated, { status: 'partially_paid', answer: ANSWERS.pending, card: null }, now, 1000)
      return updated
    }
    await queue(db, updated, { status: 'confirming', answer: ANSWERS.pending, card: null }, now, 1000)
    await queue(
      db,
      updated,
      { status: 'approved', answer: ANSWERS.approved, card: null, settles: 'approved' },
      now,
      config.pendingMs,
    )
    return updated
  }

  /** Device-data collection: a session per card bin, and the signed token the hidden frame posts back. */
  async function startDdc(db: Executor, bin: string, now: Date) {
    const referenceId = randomId('ddc')
    await insertDdcSession(db, referenceId, bin, now)
    const payload = Buffer.from(
      JSON.stringify({ ref: referenceId, bin, iat: Math.floor(now.getTime() / 1000) }),
    ).toString('base64url')
    const signature = createHmac('sha256', ddcKey).update(payload).digest('base64url')
    return { referenceId, jwt: `${payload}.${signature}` }
  }

  /** Marks the session of a DDC token collected; its reference id, or null for a bad token. */
  async function collectDdc(db: Executor, jwt: string, now: Date): Promise<string | null> {
    const [payload = '', signature = ''] = jwt.split('.')
    const expected = createHmac('sha256', ddcKey).update(payload).digest('base64url')
    if (!payload || signature !== expected) return null
    const { ref } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { ref?: string }
    return ref && (await markDdcCollected(db, ref, now)) ? ref : null
  }

  /** Refunds an approved payment (the processor's side; our driver records it). */
  async function refund(db: Executor, transactionId: string, now: Date): Promise<boolean> {
    const checkout = await findCheckoutByTransaction(db, transactionId)
    if (checkout?.status !== 'approved') return false
    return Boolean(await updateCheckout(db, checkout.id, ['approved'], { status: 'refunded', updatedAt: now }))
  }

  return {
    config,
    secret: (flavour: SandboxFlavour) => sandboxSecret(config.serverKey, flavour),
    tokenize,
    findCard: (db: Executor, token: string) => findCard(db, token),
    createCheckout,
    findCheckout: (db: Executor, id: string) => findCheckout(db, id),
    findCheckoutByTransaction: (db: Executor, id: string) => findCheckoutByTransaction(db, id),
    findOpenCheckoutByReference: (db: Executor, flavour: SandboxFlavour, reference: string) =>
      findOpenCheckoutByReference(db, flavour, reference),
    remember: (db: Executor, id: string, extra: Record<string, unknown>) => mergeCheckoutExtra(db, id, extra),
    authorize,
    chargeOnce,
    answerChallenge,
    cancel,
    simulateCrypto,
    startDdc,
    collectDdc,
    refund,
  }
}

export type Sandbox = ReturnType<typeof createSandbox>
