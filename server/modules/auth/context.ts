import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Locale } from '../../../contract/languages'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { Executor } from '../../lib/executor'
import type { Captcha } from '../captcha/index'
import type { Mailer } from '../mail/index'
import type { AccessTokens } from './access-token'
import { auditTo } from './audit'
import type { SessionContext } from './session-service'
import type { SocialProvider } from './social-providers'

/**
 * A guest's purchases, handed over when they finish their registration. The payments module answers
 * (given at startup): payments create the unfinished registrations, so auth cannot import them back.
 */
export type GuestPurchases = {
  /** Refuses (422) a payment that is not this unfinished registration's. */
  check: (db: Executor, paymentId: number, unfinishedUserId: number) => Promise<void>
  /** Moves the guest's payments and what they granted to the new user, in the registration's transaction. */
  attach: (tx: Executor, values: { unfinishedUserId: number; userId: number; now: Date }) => Promise<void>
}

/** What the auth routes are built with (from buildApp). */
export type AuthDeps = {
  db: Db
  clock: Clock
  config: Config
  accessTokens: AccessTokens
  refreshKey: string
  /** Signs the media cookie set with every session answer. */
  mediaKey: string
  captcha: Captcha
  mailer: Mailer
  /** The social sign-ins offered, with where each provider (or its sandbox stand-in) is reached. */
  social: SocialProvider[]
  guestPurchases: GuestPurchases
}

/** What auth services get per request: dependencies plus the caller's language and logger. */
export type AuthContext = SessionContext & {
  captcha: Captcha
  guestPurchases: GuestPurchases
  mailer: Mailer
  publicUrl: string
  /** The request's language: mails use it when the user has no language of their own. */
  locale: Locale
  /** The caller's address (request.ip: behind a proxy, the client when TRUST_PROXY is on). */
  ip: string
  log: FastifyBaseLogger
}

export function authContext(deps: AuthDeps, request: FastifyRequest): AuthContext {
  return {
    db: deps.db,
    clock: deps.clock,
    accessTokens: deps.accessTokens,
    refreshKey: deps.refreshKey,
    captcha: deps.captcha,
    guestPurchases: deps.guestPurchases,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    locale: request.locale,
    ip: request.ip,
    log: request.log,
    audit: auditTo(request.log),
  }
}
