/**
 * The sandbox provider's pages, under /age-check-sandbox: the check the visitor takes (estimation or
 * document, by the session), and the tester's choice, sent back to our return URL signed. Registered
 * only with AGE_CHECK_SANDBOX on (never in production).
 */
import type { FastifyInstance } from 'fastify'
import { AGE_CHECK_PATH } from '../../../../contract/schemas/age-check'
import { sendHtmlPage } from '../../../lib/html-page'
import { translator } from './i18n'
import { checkPage, expiredPage } from './pages'
import { answeredReturnPath, isAnswerFor, openSandboxSession, SANDBOX_PAGE_PATH } from './session'

export async function ageCheckSandboxRoutes(app: FastifyInstance, deps: { key: string }) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })

  app.get(SANDBOX_PAGE_PATH, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).session
    const session = openSandboxSession(deps.key, token)
    if (!session || typeof token !== 'string')
      return sendHtmlPage(reply, expiredPage(request.locale, translator(request.locale)), 404)
    return sendHtmlPage(reply, checkPage({ token, session, t: translator(session.locale) }))
  })

  app.post(SANDBOX_PAGE_PATH, async (request, reply) => {
    const form = (typeof request.body === 'object' && request.body ? request.body : {}) as Record<string, unknown>
    const session = openSandboxSession(deps.key, form.session)
    if (!session) return sendHtmlPage(reply, expiredPage(request.locale, translator(request.locale)), 404)
    // A choice the method does not offer (a document cannot be "unsure") shows the page again.
    if (!isAnswerFor(session.method, form.answer))
      return reply.redirect(`${SANDBOX_PAGE_PATH}?session=${String(form.session)}`, 303)
    return reply.header('cache-control', 'no-store').redirect(answeredReturnPath(deps.key, session, form.answer), 303)
  })

  // Nothing else lives under the sandbox's path.
  app.get(`${SANDBOX_PAGE_PATH}/*`, async (_request, reply) => reply.redirect(AGE_CHECK_PATH, 303))
}
