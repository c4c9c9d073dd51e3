import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Locale } from '../../../contract/languages'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { Captcha } from '../captcha/service'
import type { Mailer } from '../mail/transport'
import type { AccessTokens } from './access-token'
import { auditTo } from './audit'
import type { SessionContext } from './session-service'
import type { SocialProvider } from './social-providers'

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
}

/** What auth services get per request: dependencies plus the caller's language and logger. */
export type AuthContext = SessionContext & {
  captcha: Captcha
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
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    locale: request.locale,
    ip: request.ip,
    log: request.log,
    audit: auditTo(request.log),
  }
}
