import type { FastifyBaseLogger } from 'fastify'

export type AuthEvent =
  | 'auth.register'
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.login_locked'
  | 'auth.lock_notice'
  | 'auth.login_blocked'
  | 'auth.login_unverified'
  | 'auth.token_login'
  | 'auth.login_token_issued'
  | 'auth.social_login'
  | 'auth.passkey_login'
  | 'auth.passkey_rejected'
  | 'auth.passkey_added'
  | 'auth.passkey_renamed'
  | 'auth.passkey_removed'
  | 'auth.session_replaced'
  | 'auth.refresh_rejected'
  | 'auth.refresh_reuse'
  | 'auth.refresh_retry'
  | 'auth.logout'
  | 'auth.verification_sent'
  | 'auth.email_verified'
  | 'auth.recovery_sent'
  | 'auth.password_reset'
  | 'auth.token_rejected'

/** Only ids and reasons: never passwords, tokens, cookies or e-mail addresses. */
export type AuditFields = { userId?: number | null; sessionId?: string; reason?: string; count?: number }

export type AuditLog = (event: AuthEvent, fields?: AuditFields) => void

/** Auth events go to the request's logger, so they carry the request id. */
export function auditTo(log: FastifyBaseLogger): AuditLog {
  return (event, fields = {}) => log.info({ event, ...fields }, event)
}

export const silentAudit: AuditLog = () => undefined
