/**
 * The demo creators' panel (R-ROLE-18, R-SHELL-37/38): another origin, reached by the creator
 * login's redirect with a one-time code it exchanges through our token login, keeping its own
 * session; its hidden sign-in frame tells the app (and only the app's origin) who is signed in.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoPanel, exchangeThrough } from '../../server/modules/demo-panel/app'
import { PANEL_COOKIE } from '../../server/modules/demo-panel/session'
import { authed, call } from '../fixtures/auth'
import { createPayApp, demoLogin, type PayApp } from './payments-fixture'

let t: PayApp
let panel: FastifyInstance
const APP = 'http://127.0.0.1:4599'

beforeAll(async () => {
  t = await createPayApp({ config: { publicUrl: APP, creatorsPanelUrl: 'http://127.0.0.1:4600' } })
  panel = await buildDemoPanel({
    appUrl: APP,
    key: 'demo-panel-test-key-0123456789abcdef',
    clock: t.clock,
    exchangeCode: exchangeThrough(t.app),
  })
})
afterAll(async () => {
  await panel.close()
  await t.close()
})

async function loginCode() {
  const creator = await demoLogin(t, 'creator')
  const minted = await authed(t, creator.accessToken, { method: 'POST', url: '/api/auth/login_tokens' })
  return { ...(minted.json().data as { token: string; model_id: number }), username: creator.user.username }
}

describe('the demo creators’ panel', () => {
  it('takes the login redirect’s one-time code, keeps its own session, and refuses the code again', async () => {
    const code = await loginCode()
    const arrival = await panel.inject({ method: 'GET', url: `/?model_id=${code.model_id}&login_token=${code.token}` })
    expect(arrival.statusCode).toBe(303)
    expect(arrival.headers.location).toBe('/')
    const session = arrival.cookies.find((cookie) => cookie.name === PANEL_COOKIE)
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })

    const home = await panel.inject({ method: 'GET', url: '/', cookies: { [PANEL_COOKIE]: session?.value ?? '' } })
    expect(home.body).toContain(`Signed in as @${code.username}`)
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'")

    const replay = await panel.inject({ method: 'GET', url: `/?model_id=${code.model_id}&login_token=${code.token}` })
    expect(replay.statusCode).toBe(200)
    expect(replay.body).toContain('has expired or was already used')
    expect(replay.cookies.find((cookie) => cookie.name === PANEL_COOKIE)).toBeUndefined()
  })

  it('sends a visitor who is not signed in to the app’s creator login', async () => {
    const home = await panel.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'es' } })
    expect(home.body).toContain('No has iniciado sesión')
    expect(home.body).toContain(`href="${APP}/login?redirect=webstars-panel"`)
    const forged = await panel.inject({
      method: 'GET',
      url: '/',
      cookies: { [PANEL_COOKIE]: '7.bWFsbG9yeQ.9999999999999.x' },
    })
    expect(forged.body).toContain('You are not signed in')
  })

  it('has a sign-in frame only the app may embed, telling only the app’s origin', async () => {
    const code = await loginCode()
    const arrival = await panel.inject({ method: 'GET', url: `/?model_id=${code.model_id}&login_token=${code.token}` })
    const cookie = arrival.cookies.find((each) => each.name === PANEL_COOKIE)?.value ?? ''
    const frame = await panel.inject({ method: 'GET', url: '/login-frame', cookies: { [PANEL_COOKIE]: cookie } })
    expect(frame.headers['content-security-policy']).toContain(`frame-ancestors ${APP}`)
    expect(frame.body).toContain(`data-app-origin="${APP}"`)
    expect(frame.body).toContain('data-signed-in="true"')
    expect(frame.body).toContain(`data-username="${code.username}"`)
    const script = await panel.inject({ method: 'GET', url: '/login-frame.js' })
    expect(script.body).toContain('postMessage(message, body.dataset.appOrigin)')
    expect(script.body).toContain('velvet:creators-panel')
    const nobody = await panel.inject({ method: 'GET', url: '/login-frame' })
    expect(nobody.body).toContain('data-signed-in="false"')
    // The app may frame the panel (and nothing else of another origin).
    const appPage = await call(t, { method: 'GET', url: '/api/health' })
    expect(appPage.headers['content-security-policy']).toContain("frame-src 'self' http://127.0.0.1:4600")
  })
})
