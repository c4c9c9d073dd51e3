/**
 * Twitter login (OAuth 2 with PKCE, through arctic). The browser is sent to the provider with a
 * state and a code verifier kept in a short-lived httpOnly cookie; the callback checks the state,
 * signs the user in, sets the refresh cookie and sends the browser to `/home?social=1`, where
 * the app calls /api/auth/refresh. Without TWITTER_CLIENT_ID/SECRET these paths do not exist.
 */
import { timingSafeEqual } from 'node:crypto'
import { generateCodeVerifier, generateState, Twitter } from 'arctic'
import type { FastifyInstance, FastifyReply } from 'fastify'
import * as v from 'valibot'
import { FLAGS } from '../../../contract/limits'
import { type AuthDeps, authContext } from './context'
import { RATE_LIMITS } from './policy'
import { setSessionCookies } from './session-reply'
import { type SocialProfile, signInWithSocial } from './social-service'

const STATE_COOKIE = 'velvet_oauth'
const STATE_PATH = '/api/auth/social'
const TWITTER_SCOPES = ['users.read', 'tweet.read']
const TWITTER_ME = 'https://api.twitter.com/2/users/me'

const CallbackQuerySchema = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  state: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
})
const TwitterMeSchema = v.object({
  data: v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,30}$/)), username: v.string() }),
})

export async function socialRoutes(app: FastifyInstance, deps: AuthDeps) {
  const client = deps.config.oauth.twitter
  if (!FLAGS.twitterLogin || !client) return
  const publicUrl = deps.config.publicUrl.replace(/\/+$/, '')
  const secure = publicUrl.startsWith('https:')
  const twitter = new Twitter(client.clientId, client.clientSecret, `${publicUrl}/api/auth/social/twitter/callback`)
  const options = { config: { ignoreBearer: true, rateLimit: RATE_LIMITS.social } }

  app.get('/api/auth/social/twitter', options, async (_request, reply) => {
    const state = generateState()
    const verifier = generateCodeVerifier()
    const url = twitter.createAuthorizationURL(state, verifier, TWITTER_SCOPES)
    // Lax, not Strict: the cookie must come back on the provider's cross-site redirect.
    reply.setCookie(STATE_COOKIE, `${state}.${verifier}`, {
      httpOnly: true,
      secure,
      sameSite: 'lax',
      path: STATE_PATH,
      maxAge: 600,
    })
    return reply.header('cache-control', 'no-store').redirect(url.toString(), 302)
  })

  app.get('/api/auth/social/twitter/callback', options, async (request, reply) => {
    const stored = request.cookies[STATE_COOKIE] ?? ''
    reply.clearCookie(STATE_COOKIE, { httpOnly: true, secure, sameSite: 'lax', path: STATE_PATH })
    const query = v.safeParse(CallbackQuerySchema, request.query)
    const [state = '', verifier = ''] = stored.split('.')
    if (!query.success || !verifier || !isSameText(state, query.output.state)) return failed(reply)
    const ctx = authContext(deps, request)
    let profile: SocialProfile
    try {
      const tokens = await twitter.validateAuthorizationCode(query.output.code, verifier)
      profile = await fetchTwitterProfile(tokens.accessToken())
    } catch (error) {
      request.log.warn({ event: 'auth.social_failed', reason: (error as Error).message }, 'twitter login failed')
      return failed(reply)
    }
    const issued = await signInWithSocial(ctx, profile, request.headers['user-agent'] ?? null)
    setSessionCookies(reply, issued, { secure, mediaKey: deps.mediaKey })
    return reply.header('cache-control', 'no-store').redirect('/home?social=1', 302)
  })
}

function failed(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store').redirect('/login?social=failed', 302)
}

function isSameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

async function fetchTwitterProfile(accessToken: string): Promise<SocialProfile> {
  const response = await fetch(TWITTER_ME, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`twitter profile: HTTP ${response.status}`)
  const { data } = v.parse(TwitterMeSchema, await response.json())
  return { provider: 'twitter', id: data.id, username: data.username }
}
