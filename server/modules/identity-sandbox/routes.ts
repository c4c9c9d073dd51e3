/**
 * The sandbox identity provider's HTTP side, under /sandbox-identity/{twitter|google}: the consent
 * page (authorize), the token endpoint (authorization code + PKCE, client authenticated with HTTP
 * Basic as X and Google do for confidential clients) and the profile endpoint in each provider's
 * shape (X's `users/me`, Google's `userinfo`). Our sign-in reaches it at SOCIAL_SANDBOX_URL exactly
 * as it reaches a real provider. Only registered when the sandbox is on (SOCIAL_SANDBOX).
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { SocialProviderName } from '../../config'
import { sendHtmlPage } from '../../lib/html-page'
import { pageLocale, translator } from './i18n'
import { consentPage, errorPage } from './pages'
import { type IdentitySandbox, SANDBOX_IDENTITIES } from './service'

export type IdentitySandboxDeps = {
  sandbox: IdentitySandbox
  /** Where our sign-in's callbacks live: the only redirect URIs this provider accepts. */
  publicUrl: string
  clientId: string
  clientSecret: string
}

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const ProviderParams = v.object({ provider: v.picklist(['twitter', 'google']) })
const AuthorizeSchema = v.object({
  response_type: v.literal('code'),
  client_id: Text(200),
  redirect_uri: Text(2000),
  state: v.pipe(Text(512), v.minLength(1)),
  code_challenge: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43,128}$/)),
  code_challenge_method: v.literal('S256'),
  scope: v.optional(Text(500)),
  hl: v.optional(Text(20)),
  prompt: v.optional(Text(50)),
})
const ConsentSchema = v.object({
  ...AuthorizeSchema.entries,
  identity: v.optional(Text(40)),
  decision: v.optional(v.literal('cancel')),
})
const TokenSchema = v.object({
  grant_type: v.literal('authorization_code'),
  code: Text(4096),
  redirect_uri: Text(2000),
  code_verifier: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{43,128}$/)),
})

const NO_STORE = { 'cache-control': 'no-store' }

function isSame(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export async function identitySandboxRoutes(app: FastifyInstance, deps: IdentitySandboxDeps) {
  const { sandbox } = deps
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })
  const options = { config: { ignoreBearer: true } }
  const callbackOf = (provider: SocialProviderName) => `${deps.publicUrl}/api/auth/social/${provider}/callback`

  /** The request's authorisation parameters, when they are ours to act on; else the error page is sent. */
  function readAuthorize<S extends typeof AuthorizeSchema | typeof ConsentSchema>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    input: unknown,
  ): { provider: SocialProviderName; params: v.InferOutput<S> } | undefined {
    const provider = v.safeParse(ProviderParams, request.params)
    const params = v.safeParse(schema, input)
    const name = provider.success ? provider.output.provider : 'twitter'
    if (
      provider.success &&
      params.success &&
      params.output.client_id === deps.clientId &&
      params.output.redirect_uri === callbackOf(name)
    ) {
      return { provider: name, params: params.output }
    }
    const locale = pageLocale(input, request.headers['accept-language'])
    void sendHtmlPage(reply, errorPage({ provider: name, locale, t: translator(locale) }), 400)
    return undefined
  }

  app.get('/sandbox-identity/:provider/authorize', options, async (request, reply) => {
    const read = readAuthorize(request, reply, AuthorizeSchema, request.query)
    if (!read) return reply
    const locale = pageLocale(request.query, request.headers['accept-language'])
    const { scope, hl, prompt, ...hidden } = read.params
    return sendHtmlPage(
      reply,
      consentPage({
        provider: read.provider,
        locale,
        t: translator(locale),
        action: `/sandbox-identity/${read.provider}/authorize`,
        hidden: { ...hidden, ...(hl ? { hl } : {}) },
        identities: SANDBOX_IDENTITIES,
      }),
    )
  })

  app.post('/sandbox-identity/:provider/authorize', options, async (request, reply) => {
    const read = readAuthorize(request, reply, ConsentSchema, request.body)
    if (!read) return reply
    const { params, provider } = read
    const back = new URL(params.redirect_uri)
    back.searchParams.set('state', params.state)
    const identity = params.identity ? sandbox.identity(params.identity) : undefined
    if (params.decision === 'cancel' || !identity) {
      back.searchParams.set('error', 'access_denied')
    } else {
      back.searchParams.set(
        'code',
        sandbox.issueCode({
          provider,
          identity: identity.key,
          redirectUri: params.redirect_uri,
          challenge: params.code_challenge,
        }),
      )
    }
    return reply.headers(NO_STORE).redirect(back.toString(), 303)
  })

  app.post('/sandbox-identity/:provider/token', options, async (request, reply) => {
    reply.headers(NO_STORE)
    const provider = v.safeParse(ProviderParams, request.params)
    if (!provider.success) return reply.status(404).send({ error: 'not_found' })
    const [scheme, encoded = ''] = (request.headers.authorization ?? '').split(' ')
    const [clientId = '', secret = ''] = Buffer.from(encoded, 'base64').toString('utf8').split(':')
    if (scheme !== 'Basic' || clientId !== deps.clientId || !isSame(secret, deps.clientSecret)) {
      return reply.status(401).send({ error: 'invalid_client' })
    }
    const body = v.safeParse(TokenSchema, request.body)
    if (!body.success) return reply.status(400).send({ error: 'invalid_request' })
    const granted = sandbox.exchangeCode(body.output.code, {
      provider: provider.output.provider,
      redirectUri: body.output.redirect_uri,
      verifier: body.output.code_verifier,
    })
    if (!granted) return reply.status(400).send({ error: 'invalid_grant' })
    return { access_token: granted.accessToken, token_type: 'bearer', expires_in: granted.expiresIn }
  })

  app.get('/sandbox-identity/:provider/me', options, async (request, reply) => {
    reply.headers(NO_STORE)
    const provider = v.safeParse(ProviderParams, request.params)
    if (!provider.success) return reply.status(404).send({ error: 'not_found' })
    const [scheme, token = ''] = (request.headers.authorization ?? '').split(' ')
    const key = scheme === 'Bearer' ? sandbox.readAccessToken(token, provider.output.provider) : undefined
    const identity = key ? sandbox.identity(key) : undefined
    if (!identity) return reply.status(401).send({ error: 'invalid_token' })
    const id = sandbox.userId(provider.output.provider, identity.key)
    if (provider.output.provider === 'twitter')
      return { data: { id, name: identity.name, username: identity.username } }
    return { sub: id, name: identity.name, given_name: identity.name.split(' ')[0] }
  })
}
