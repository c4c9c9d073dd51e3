/**
 * The demo creators' panel: a stand-in for the separate creators' site (R-ROLE-18), served
 * by the same process on its own port, so on its own origin (DEMO_PANEL_PORT; none when
 * CREATORS_PANEL_URL names a real panel). A creator arrives from the app's creator login with a
 * one-time code (`model_id`, `login_token`), which the panel exchanges with our API's token login,
 * as the real panel does, and keeps its own signed-in state in a cookie of its own. Its hidden
 * sign-in frame tells the app, by a message to the app's origin only, whether a creator is signed
 * in here (R-SHELL-37/38).
 */
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { PANEL_FRAME_PATH, PANEL_MESSAGE_TYPE } from '../../../contract/creators-panel'
import type { Clock } from '../../lib/clock'
import { pageLocale, translator } from './i18n'
import { framePage, frameScript, panelPage } from './pages'
import { PANEL_COOKIE, PANEL_SESSION_MS, panelSessions } from './session'

export type DemoPanelDeps = {
  /** The app's address (PUBLIC_URL): where creators sign in, and the only origin the frame talks to. */
  appUrl: string
  /** Signs the panel's own session cookie. */
  key: string
  clock: Clock
  /**
   * The app's token login (POST /api/auth/login, type token_login) on behalf of the creator's
   * browser (its address): the creator's username, or null when the code is refused.
   */
  exchangeCode: (code: { token: string; model_id: number }, from: { ip: string }) => Promise<string | null>
}

const CodeQuery = v.object({
  model_id: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.maxValue(2_147_483_647)),
  login_token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/)),
})

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

export async function buildDemoPanel(deps: DemoPanelDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: false })
  await app.register(cookie)
  const sessions = panelSessions(deps.key)
  const appOrigin = new URL(deps.appUrl).origin
  const secure = deps.appUrl.startsWith('https:')
  const sessionOf = (request: FastifyRequest) => sessions.open(request.cookies[PANEL_COOKIE], deps.clock())

  const html = (reply: FastifyReply, body: string, csp = PAGE_CSP) =>
    reply
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': csp,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      })
      .send(body)

  app.get('/', async (request, reply) => {
    const locale = pageLocale(request.query, request.headers['accept-language'])
    const code = v.safeParse(CodeQuery, request.query)
    let expired = false
    if (code.success) {
      const username = await deps.exchangeCode(
        { token: code.output.login_token, model_id: code.output.model_id },
        { ip: request.ip },
      )
      if (username !== null) {
        reply.setCookie(PANEL_COOKIE, sessions.seal({ modelId: code.output.model_id, username }, deps.clock()), {
          httpOnly: true,
          secure,
          sameSite: 'lax',
          path: '/',
          maxAge: PANEL_SESSION_MS / 1000,
        })
        // The code is spent: the address bar, history and Referer keep no trace of it.
        return reply.header('cache-control', 'no-store').redirect('/', 303)
      }
      expired = true
    }
    const page = panelPage({ locale, t: translator(locale), session: sessionOf(request), appUrl: deps.appUrl, expired })
    return html(reply, page)
  })

  app.post('/logout', async (_request, reply) => {
    reply.clearCookie(PANEL_COOKIE, { httpOnly: true, secure, sameSite: 'lax', path: '/' })
    return reply.redirect('/', 303)
  })

  app.get(PANEL_FRAME_PATH, async (request, reply) =>
    html(
      reply,
      framePage(sessionOf(request), appOrigin),
      `default-src 'none'; script-src 'self'; base-uri 'none'; frame-ancestors ${appOrigin}`,
    ),
  )

  app.get(`${PANEL_FRAME_PATH}.js`, async (_request, reply) =>
    reply
      .headers({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' })
      .send(frameScript(PANEL_MESSAGE_TYPE)),
  )

  return app
}

/** The token login, through the app's whole HTTP stack (as a panel on another host would call it). */
export function exchangeThrough(app: FastifyInstance): DemoPanelDeps['exchangeCode'] {
  return async (code, from) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from.ip,
      payload: { type: 'token_login', ...code },
    })
    if (answer.statusCode !== 200) return null
    const body = answer.json() as { data?: { user?: { username?: unknown } } }
    return typeof body.data?.user?.username === 'string' ? body.data.user.username : null
  }
}
