/**
 * Social sign-in (the browser goes to the social-login paths on the write API), OAuth 2
 * with PKCE through arctic, for each offered provider (social-providers.ts: X and Google, or the
 * sandbox identity provider standing in for them). The browser is sent to the provider with a
 * state and a code verifier kept in a short-lived httpOnly cookie (with where to go back to); the
 * callback checks the state, exchanges the code at the provider's token endpoint, reads the
 * profile, signs the user in, sets the refresh cookie and sends the browser to
 * `/login?social=done`, where the app takes the session with /api/auth/refresh. A provider not
 * offered has no paths.
 */
import { timingSafeEqual } from 'node:crypto'
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { AppError } from '../../lib/app-error'
import { type AuthDeps, authContext } from './context'
import { RATE_LIMITS } from './policy'
import { setSessionCookies } from './session-reply'
import type { IssuedSession } from './session-service'
import type { SocialProvider } from './social-providers'
import { type SocialProfile, signInWithSocial } from './social-service'

const STATE_COOKIE = 'velvet_oauth'
const STATE_PATH = '/api/auth/social'

const StartQuerySchema = v.object({
  /** Where the app was when the user chose the provider: a path of ours. */
  redirect: v.optional(v.pipe(v.string(), v.maxLength(500), v.regex(/^\/(?!\/)[^\s\\]*$/))),
})
const CallbackQuerySchema = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  state: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
})
const XProfileSchema = v.object({
  data: v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,30}$/)), username: v.pipe(v.string(), v.maxLength(100)) }),
})
const GoogleProfileSchema = v.object({
  sub: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,255}$/)),
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  given_name: v.optional(v.pipe(v.string(), v.maxLength(200))),
})

export async function socialRoutes(app: FastifyInstance, deps: AuthDeps) {
  if (deps.social.length === 0) return
  const publicUrl = deps.config.publicUrl
  const secure = publicUrl.startsWith('https:')
  const cookie = { httpOnly: true, secure, sameSite: 'lax' as const, path: STATE_PATH }
  const options = { config: { ignoreBearer: true, rateLimit: RATE_LIMITS.social } }

  for (const provider of deps.social) {
    const client = new OAuth2Client(
      provider.clientId,
      provider.clientSecret,
      `${publicUrl}/api/auth/social/${provider.name}/callback`,
    )

    app.get(`/api/auth/social/${provider.name}`, options, async (request, reply) => {
      const query = v.safeParse(StartQuerySchema, request.query)
      const back = query.success ? (query.output.redirect ?? '') : ''
      const state = generateState()
      const verifier = generateCodeVerifier()
      const url = client.createAuthorizationURLWithPKCE(
        provider.endpoints.authorize,
        state,
        CodeChallengeMethod.S256,
        verifier,
        provider.scopes,
      )
      for (const [name, value] of Object.entries(provider.extraParams)) url.searchParams.set(name, value)
      if (provider.name === 'google') url.searchParams.set('hl', request.locale)
      // Lax, not Strict: the cookie must come back on the provider's cross-site redirect.
      reply.setCookie(STATE_COOKIE, [state, verifier, Buffer.from(back).toString('base64url')].join('.'), {
        ...cookie,
        maxAge: 600,
      })
      return reply.header('cache-control', 'no-store').redirect(url.toString(), 302)
    })

    app.get(`/api/auth/social/${provider.name}/callback`, options, async (request, reply) => {
      const [state = '', verifier = '', back = ''] = (request.cookies[STATE_COOKIE] ?? '').split('.')
      reply.clearCookie(STATE_COOKIE, cookie)
      const returnPath = Buffer.from(back, 'base64url').toString('utf8')
      const query = v.safeParse(CallbackQuerySchema, request.query)
      if (!query.success || !verifier || !isSameText(state, query.output.state)) return failed(reply, returnPath)
      let profile: SocialProfile
      try {
        const tokens = await client.validateAuthorizationCode(provider.endpoints.token, query.output.code, verifier)
        profile = await fetchProfile(provider, tokens.accessToken())
      } catch (error) {
        request.log.warn(
          { event: 'auth.social_failed', provider: provider.name, reason: (error as Error).message },
          'social sign-in failed',
        )
        return failed(reply, returnPath)
      }
      let issued: IssuedSession
      try {
        issued = await signInWithSocial(authContext(deps, request), profile, userAgentOf(request))
      } catch (error) {
        // A banned or disabled account: back to the sign-in screen, not an error page of the API.
        if (error instanceof AppError) return failed(reply, returnPath)
        throw error
      }
      setSessionCookies(reply, issued, { secure, mediaKey: deps.mediaKey })
      return reply.header('cache-control', 'no-store').redirect(loginPath('done', returnPath), 302)
    })
  }
}

/** Back to the sign-in screen, which says how it went and goes on to where the user was. */
function loginPath(outcome: 'done' | 'failed', returnPath: string): string {
  const query = new URLSearchParams({ social: outcome, ...(returnPath ? { redirect: returnPath } : {}) })
  return `/login?${query.toString()}`
}

function failed(reply: FastifyReply, returnPath: string) {
  return reply.header('cache-control', 'no-store').redirect(loginPath('failed', returnPath), 302)
}

function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent'] ?? null
}

function isSameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The signed-in person at the provider: X's `users/me`, Google's OpenID `userinfo`. */
async function fetchProfile(provider: SocialProvider, accessToken: string): Promise<SocialProfile> {
  const response = await fetch(provider.endpoints.profile, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`${provider.name} profile: HTTP ${response.status}`)
  const body: unknown = await response.json()
  if (provider.name === 'twitter') {
    const { data } = v.parse(XProfileSchema, body)
    return { provider: provider.identityNamespace, id: data.id, username: data.username }
  }
  const person = v.parse(GoogleProfileSchema, body)
  return { provider: provider.identityNamespace, id: person.sub, username: person.given_name ?? person.name ?? '' }
}
