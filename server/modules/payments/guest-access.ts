/**
 * A guest's way back to their purchase: one token per payment, derived from the server key and
 * the payment's operation number (so the receipt mail, sent when the processor confirms, can carry
 * it again). Its hash is the finish token of the guest's unfinished registration: it reads that
 * payment (GET payments/{id}?user_finish_token=…) and finishes the registration
 * (/finish?token=…&payment_id=…), and nothing else.
 */
import { createHmac } from 'node:crypto'

export function guestToken(key: string, operationNumber: string): string {
  return createHmac('sha256', key).update(`finish:${operationNumber}`).digest('base64url')
}

export function finishPath(token: string, paymentId: number): string {
  return `/finish?${new URLSearchParams({ token, payment_id: String(paymentId) }).toString()}`
}
