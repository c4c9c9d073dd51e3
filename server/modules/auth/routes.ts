/**
 * Auth endpoints: register, login (password or token), refresh, logout, login tokens,
 * the e-mail flows, the availability checks, unfinished users and the app configuration.
 * Routes that may be called with an expired access token in hand ignore the Bearer header.
 */
import type { FastifyInstance } from 'fastify'
import type * as v from 'valibot'
import { api, type Endpoint } from '../../../contract/api'
import { ERROR_STATUS } from '../../../contract/errors'
import { AppError } from '../../lib/app-error'
import { wholeListAnswer } from '../../lib/pagination'
import { defineRoute, type RouteInput } from '../../lib/route'
import { readBearer, requireUser } from '../../plugins/auth'
import { guestClient } from '../idempotency/index'
import { readAppConfig } from './app-config'
import { type AuthContext, type AuthDeps, authContext } from './context'
import { recoverPassword, sendRecoverEmail, sendVerificationEmail, verifyEmail } from './email-service'
import { loginWithPassword, loginWithToken, mintLoginToken } from './login-service'
import { passkeyRoutes } from './passkey-routes'
import { prepareDummyHash } from './password'
import { RATE_LIMITS } from './policy'
import { readRefreshCookie } from './refresh-cookie'
import { listUnavailableEmails, listUnavailableUsernames, listUnfinishedUsers, register } from './register-service'
import { sameOriginOnly } from './same-origin'
import { clearSessionCookies, sendSession, withRetryAfter } from './session-reply'
import { endSession, refreshSession } from './session-service'
import { socialRoutes } from './social-routes'

const OK = { data: { success: true as const } }

type RateLimit = { max: number; timeWindow: number }

/** One row of a list endpoint's answer. */
type ListRow<E extends Endpoint> = v.InferOutput<E['response']> extends { data: (infer Row)[] } ? Row : never

export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  await prepareDummyHash()
  const secure = deps.config.publicUrl.startsWith('https:')
  const cookies = { secure, mediaKey: deps.mediaKey }
  const ignoringBearer = (rateLimit: RateLimit) => ({
    config: { ignoreBearer: true, rateLimit },
  })
  // Endpoints that act on the refresh cookie alone.
  const cookieOnly = { ...ignoringBearer(RATE_LIMITS.refresh), onRequest: sameOriginOnly(deps.config.publicUrl) }
  const userAgent = (value: string | undefined) => value ?? null

  defineRoute(app, api.appConfig, async ({ reply }) => {
    reply.header('cache-control', 'no-store')
    return { data: readAppConfig(deps.config, deps.social) }
  })

  defineRoute(
    app,
    api.register,
    async ({ body, request, reply }) => {
      const issued = await register(authContext(deps, request), body, userAgent(request.headers['user-agent']))
      reply.status(201)
      return sendSession(reply, issued, cookies)
    },
    ignoringBearer(RATE_LIMITS.register),
  )

  defineRoute(
    app,
    api.login,
    ({ body, request, reply }) =>
      withRetryAfter(reply, async () => {
        const ctx = authContext(deps, request)
        const agent = userAgent(request.headers['user-agent'])
        const issued =
          body.type === 'token_login'
            ? await loginWithToken(ctx, body, agent)
            : await loginWithPassword(ctx, body, agent)
        return sendSession(reply, issued, cookies)
      }),
    ignoringBearer(RATE_LIMITS.login),
  )

  defineRoute(
    app,
    api.refresh,
    async ({ request, reply }) => {
      const token = readRefreshCookie(request)
      try {
        if (!token) throw new AppError('unauthenticated', { detail: 'no refresh cookie' })
        // Bound to the calling device: only it may retry a refresh whose answer it lost.
        const issued = await refreshSession(authContext(deps, request), token, guestClient(request))
        return sendSession(reply, issued, cookies)
      } catch (error) {
        // Only a refused token ends the cookie; a database hiccup (503) must not sign anyone out.
        if (error instanceof AppError && ERROR_STATUS[error.code] === 401) clearSessionCookies(reply, secure)
        throw error
      }
    },
    cookieOnly,
  )

  defineRoute(
    app,
    api.logout,
    async ({ request, reply }) => {
      const accessToken = safeBearer(request)
      await endSession(authContext(deps, request), { refreshToken: readRefreshCookie(request), accessToken })
      clearSessionCookies(reply, secure)
      reply.header('cache-control', 'no-store')
      return OK
    },
    cookieOnly,
  )

  defineRoute(
    app,
    api.loginTokens,
    async ({ request, reply }) => {
      const data = await mintLoginToken(authContext(deps, request), requireUser(request))
      reply.status(201).header('cache-control', 'no-store')
      return { data }
    },
    { config: { rateLimit: RATE_LIMITS.loginTokens } },
  )

  defineRoute(
    app,
    api.verifyEmail,
    async ({ body, request }) => {
      await verifyEmail(authContext(deps, request), body)
      return OK
    },
    ignoringBearer(RATE_LIMITS.verifyEmail),
  )

  // Mail a link to an address: the same answer and the same limit whichever link it is.
  for (const [entry, send] of [
    [api.sendVerificationEmail, sendVerificationEmail],
    [api.sendRecoverEmail, sendRecoverEmail],
  ] as const) {
    defineRoute(
      app,
      entry,
      async ({ body, request }) => {
        await send(authContext(deps, request), body.email)
        return OK
      },
      ignoringBearer(RATE_LIMITS.sendMail),
    )
  }

  defineRoute(
    app,
    api.recover,
    async ({ body, request, reply }) => {
      const agent = userAgent(request.headers['user-agent'])
      const issued = await recoverPassword(authContext(deps, request), body, agent)
      return sendSession(reply, issued, cookies)
    },
    ignoringBearer(RATE_LIMITS.recover),
  )

  // Lists a form reads while it is filled in: a whole list, never cached, each with its own limit.
  function defineFormLookup<E extends Endpoint>(
    entry: E,
    rateLimit: RateLimit,
    lookUp: (ctx: AuthContext, query: RouteInput<E>['query']) => Promise<ListRow<E>[]>,
    /** The query a next link would repeat (a whole list has none; kept free of secrets all the same). */
    nextQuery: (query: RouteInput<E>['query']) => Record<string, unknown>,
  ) {
    defineRoute(
      app,
      entry,
      async ({ query, request, reply }) => {
        reply.header('cache-control', 'no-store')
        const data = await lookUp(authContext(deps, request), query)
        return wholeListAnswer(data, { path: entry.path, query: nextQuery(query) }) as v.InferOutput<E['response']>
      },
      { config: { rateLimit } },
    )
  }

  defineFormLookup(
    api.unavailableUsernames,
    RATE_LIMITS.availability,
    (ctx, query) => listUnavailableUsernames(ctx, query.username),
    (query) => query,
  )
  defineFormLookup(
    api.unavailableEmails,
    RATE_LIMITS.availability,
    (ctx, query) => listUnavailableEmails(ctx, query.email),
    (query) => query,
  )
  defineFormLookup(
    api.unfinishedUsers,
    RATE_LIMITS.unfinishedUsers,
    (ctx, query) => listUnfinishedUsers(ctx, query.finish_token),
    (query) => ({ limit: query.limit }),
  )

  await socialRoutes(app, deps)
  await passkeyRoutes(app, deps, cookies)
}

/** Logout accepts an expired or revoked token: it only wants to know which session to end. */
function safeBearer(request: Parameters<typeof readBearer>[0]): string | undefined {
  try {
    return readBearer(request)
  } catch {
    return undefined
  }
}
