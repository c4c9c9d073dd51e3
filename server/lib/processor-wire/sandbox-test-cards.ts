/**
 * The sandbox processor's test cards (documented in the README): each number always behaves the
 * same way. Any other valid card number is approved.
 */
import { createHash } from 'node:crypto'

export const CARD_BEHAVIOURS = [
  'approve',
  'decline',
  'insufficient_funds',
  'pending',
  'challenge',
  'decline_saved',
] as const
export type CardBehaviour = (typeof CARD_BEHAVIOURS)[number]

export const TEST_CARDS: { number: string; behaviour: CardBehaviour; what: string }[] = [
  { number: '4242424242424242', behaviour: 'approve', what: 'Visa, approved' },
  { number: '4111111111111111', behaviour: 'approve', what: 'Visa, approved' },
  { number: '5555555555554444', behaviour: 'approve', what: 'Mastercard, approved' },
  { number: '378282246310005', behaviour: 'approve', what: 'American Express (15 digits), approved' },
  { number: '30569309025904', behaviour: 'approve', what: 'Diners (14 digits), approved' },
  { number: '4000000000000002', behaviour: 'decline', what: 'declined (do not honour)' },
  { number: '4000000000009995', behaviour: 'insufficient_funds', what: 'declined (insufficient funds)' },
  { number: '4000000000000259', behaviour: 'pending', what: 'pending, approved by a late callback' },
  { number: '4000000000003220', behaviour: 'challenge', what: '3-D Secure challenge (code 1234)' },
  {
    number: '4000000000000341',
    behaviour: 'decline_saved',
    what: 'approved when first used, declined on later one-click charges',
  },
]

export function behaviourOf(cardNumber: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === cardNumber)?.behaviour ?? 'approve'
}

export function isTestCard(cardNumber: string): boolean {
  return TEST_CARDS.some((card) => card.number === cardNumber)
}

/**
 * A published test card's fingerprint: its numbers are public, so is this. The demo's saved cards
 * carry it, and the same test card typed again is recognised as the card already saved. Other
 * numbers get a fingerprint keyed with the sandbox's secret (service.ts tokenize).
 */
export function testCardFingerprint(cardNumber: string): string {
  return `fp_test_${createHash('sha256').update(`velvet sandbox test card ${cardNumber}`).digest('base64url').slice(0, 32)}`
}

/** The 3-D Secure challenge code the sandbox's challenge page accepts. */
export const CHALLENGE_CODE = '1234'

export type ProcessorAnswer = { statusName: string; advice: string }

/** What the sandbox answers for each outcome, in the shape of the spec's TRANS_* data. */
export const ANSWERS = {
  approved: { statusName: 'APPROVED', advice: 'Approved.' },
  pending: { statusName: 'PENDING', advice: 'Waiting for the bank to confirm the payment.' },
  decline: {
    statusName: 'DECLINED',
    advice: 'Do not honour: the bank declined this card. Use another card or another payment method.',
  },
  insufficient_funds: {
    statusName: 'DECLINED',
    advice: 'Insufficient funds: use another card or another payment method.',
  },
  challenge_failed: {
    statusName: 'DECLINED',
    advice: '3-D Secure authentication failed: check the code from your bank, or use another card.',
  },
  canceled: { statusName: 'CANCELED', advice: 'The payment was canceled on the payment page.' },
  expired: { statusName: 'EXPIRED', advice: 'The payment was not completed in time.' },
} satisfies Record<string, ProcessorAnswer>
