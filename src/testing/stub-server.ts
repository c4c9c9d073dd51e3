/**
 * For component tests: a signed-in member, a stubbed fetch that answers by method and path,
 * recording what was sent (body and Idempotency-Key), and one for a form's tests.
 */
import { afterEach, beforeEach, vi } from 'vitest'
import type { User } from '../../contract/schemas/user'
import { resetReachabilityForTests } from '../api/reachability'
import { endSession, startSession } from '../api/session'

export const member = {
  id: 6,
  username: 'fan.six',
  username_updated: false,
  email: 'six@example.com',
  email_verified: true,
  created_at: '2025-01-01T00:00:00.000Z',
  is_webstar: false,
  membership_active: true,
  membership_expires_at: null,
  profile_pic: null,
  model_id: null,
  chat_id: null,
  chat_email_notifications: true,
  last_lang_code: 'en',
} satisfies User

/** A signed-in fan without a membership. */
export const fanWithoutMembership = {
  ...member,
  id: 5,
  username: 'fan.five',
  email: 'fan@example.com',
  membership_active: false,
} satisfies User

export function signIn(user: User = member): void {
  startSession({ user, access_token: 'test-token', expires_in: 900, token_type: 'Bearer' })
}

/** Every test of the file starts online with the member signed in, and ends signed out with fetch restored. */
export function signInForEachTest(): void {
  beforeEach(() => {
    resetReachabilityForTests()
    signIn()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    endSession()
  })
}

export type Sent = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  key: string | null
  headers: Record<string, string>
}
type Handler = (request: Sent) => Response | Promise<Response>

/** Routes: "METHOD /api/path" → handler. /api/health always answers; anything else unrouted is a 404. */
export function stubServer(routes: Record<string, Handler>): Sent[] {
  const sent: Sent[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init.method ?? 'GET'
      const headers = (init.headers ?? {}) as Record<string, string>
      const request: Sent = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        key: headers['Idempotency-Key'] ?? null,
        headers,
      }
      if (url.pathname === '/api/health') return Response.json({ status: 'ok' })
      sent.push(request)
      const handler = routes[`${method} ${url.pathname}`]
      return handler ? handler(request) : Response.json({ message: 'not found', code: 'not_found' }, { status: 404 })
    }),
  )
  return sent
}

/** The wallet's two routes: the member's `balance`, and `answer` to every spend. */
export function stubWallet(balance: number, answer: Handler): Sent[] {
  return stubServer({
    'GET /api/tokens/balance': () => Response.json({ data: { balance } }),
    'POST /api/tokens': answer,
  })
}

export function spendError(status: number, code: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ message: `refused: ${code}`, code, data: { error: `refused: ${code}` }, ...extra }, { status })
}

export function spent(balance: number, charged: number, unlockedPostId: number | null = null): Response {
  return Response.json(
    {
      data: 'ok',
      meta: { balance, charged, transaction_id: 91, unlocked_post_id: unlockedPostId },
    },
    { status: 201 },
  )
}

export type FormSent = { url: string; body: Record<string, unknown>; headers: Record<string, string> }

/**
 * For a form's component tests: a stubbed fetch that serves the app configuration (no captcha, so
 * the form sends at once) and answers everything the form sends with `answer`, recording it (a
 * FormData body read as an object).
 */
export function stubFormServer(answer: () => Response): FormSent[] {
  const sent: FormSent[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (String(url).startsWith('/api/app_config')) {
        return Response.json({
          data: {
            captcha: false,
            social: { twitter: true, google: false },
            creators_panel_url: '/',
            dev_mailbox: true,
          },
        })
      }
      const body = init.body instanceof FormData ? Object.fromEntries(init.body) : JSON.parse(String(init.body))
      sent.push({ url: String(url), body, headers: init.headers as Record<string, string> })
      return answer()
    }),
  )
  return sent
}
