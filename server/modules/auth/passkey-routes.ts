/**
 * Passkey endpoints: the signed-in account's passkeys (list, options to create one, add, rename,
 * remove) and the passkey sign-in (options, then the answer), which answers like a password login.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import { requireUser } from '../../plugins/auth'
import { type AuthDeps, authContext } from './context'
import {
  finishPasskeyRegistration,
  listUserPasskeys,
  loginWithPasskey,
  type PasskeyContext,
  removeUserPasskey,
  renameUserPasskey,
  startPasskeyLogin,
  startPasskeyRegistration,
} from './passkey-service'
import { RATE_LIMITS } from './policy'
import { relyingPartyFor } from './relying-party'
import { type SessionCookies, sendSession } from './session-reply'

export async function passkeyRoutes(app: FastifyInstance, deps: AuthDeps, cookies: SessionCookies) {
  const context = (request: FastifyRequest): PasskeyContext => ({
    ...authContext(deps, request),
    relyingParty: relyingPartyFor(deps.config.passkeys, request),
  })
  const accountLimit = { config: { rateLimit: RATE_LIMITS.passkeys } }
  const loginLimit = { config: { ignoreBearer: true, rateLimit: RATE_LIMITS.passkeyLogin } }

  defineRoute(
    app,
    api.passkeys,
    async ({ request, reply }) => {
      const data = await listUserPasskeys(context(request), requireUser(request).userId)
      reply.header('cache-control', 'no-store')
      return { data }
    },
    accountLimit,
  )

  defineRoute(
    app,
    api.passkeyRegistrationOptions,
    async ({ request, reply }) => {
      const data = await startPasskeyRegistration(context(request), requireUser(request).userId)
      reply.header('cache-control', 'no-store')
      return { data }
    },
    accountLimit,
  )

  defineRoute(
    app,
    api.addPasskey,
    async ({ body, request, reply }) => {
      const data = await finishPasskeyRegistration(context(request), requireUser(request).userId, body)
      reply.status(201).header('cache-control', 'no-store')
      return { data }
    },
    accountLimit,
  )

  defineRoute(
    app,
    api.renamePasskey,
    async ({ params, body, request }) => {
      const data = await renameUserPasskey(context(request), requireUser(request).userId, params.id, body.name)
      return { data }
    },
    accountLimit,
  )

  defineRoute(
    app,
    api.removePasskey,
    async ({ params, request }) => {
      await removeUserPasskey(context(request), requireUser(request).userId, params.id)
      return { data: { success: true as const } }
    },
    accountLimit,
  )

  defineRoute(
    app,
    api.passkeyLoginOptions,
    async ({ request, reply }) => {
      const data = await startPasskeyLogin(context(request))
      reply.header('cache-control', 'no-store')
      return { data }
    },
    loginLimit,
  )

  defineRoute(
    app,
    api.passkeyLogin,
    async ({ body, request, reply }) => {
      const issued = await loginWithPasskey(context(request), body.credential, request.headers['user-agent'] ?? null)
      return sendSession(reply, issued, cookies)
    },
    loginLimit,
  )
}
