/**
 * Sending one web push message. The sender is injected (buildApp deps.pushSender) so tests capture
 * messages without a network; the default encrypts with `web-push` (aes128gcm, RFC 8291) and signs
 * with the server's VAPID key (RFC 8292).
 */
import webpush from 'web-push'
import type { VapidKeys } from '../../lib/secrets'

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } }

export type PushOptions = {
  /** Seconds the push service keeps the message for an offline device. */
  TTL: number
  urgency: 'very-low' | 'low' | 'normal' | 'high'
  /** Replaces an undelivered message with the same topic (max 32 base64url characters). */
  topic: string
}

/**
 * Delivers one message and resolves with the push service's status (201 on success, 404/410 for a
 * dead subscription, 429/5xx to retry); rejects only when the service could not be reached.
 */
export type PushSender = (target: PushTarget, payload: string, options: PushOptions) => Promise<{ statusCode: number }>

const SEND_TIMEOUT_MS = 10_000

export function createWebPushSender(vapid: VapidKeys): PushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey }
  return async (target, payload, options) => {
    try {
      const result = await webpush.sendNotification(target, payload, {
        ...options,
        vapidDetails,
        contentEncoding: 'aes128gcm',
        timeout: SEND_TIMEOUT_MS,
      })
      return { statusCode: result.statusCode }
    } catch (error) {
      // Any HTTP answer is a status for the caller to judge; only a failure to reach the service rejects.
      if (error instanceof webpush.WebPushError) return { statusCode: error.statusCode }
      throw error
    }
  }
}

/** The request the default sender would make (headers and encrypted body), for tests and diagnostics. */
export function describeWebPushRequest(vapid: VapidKeys, target: PushTarget, payload: string, options: PushOptions) {
  return webpush.generateRequestDetails(target, payload, {
    ...options,
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    contentEncoding: 'aes128gcm',
  })
}
