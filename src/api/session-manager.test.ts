import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { member } from '../testing/stub-server'

/**
 * `isSignedIn` at start, before the session is restored: each test loads the session modules anew,
 * so the session is 'unknown' as it is when the app boots (a persisted feed can paint then).
 */
async function freshSession(options: { hint: boolean }) {
  vi.resetModules()
  const session = await import('./session')
  if (options.hint) session.startSession({ user: member, access_token: 'old', expires_in: 900, token_type: 'Bearer' })
  else session.endSession()
  vi.resetModules()
  return { session: await import('./session'), manager: await import('./session-manager') }
}

function deferredFetch() {
  let answer: (response: Response) => void = () => {}
  const fetchMock = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)))
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, answer: (response: Response) => answer(response) }
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('isSignedIn', () => {
  it('waits for the restore when a hint says someone was signed in, then says they are', async () => {
    const { session, manager } = await freshSession({ hint: true })
    const server = deferredFetch()
    expect(session.getSession().status).toBe('unknown')

    let settled: boolean | undefined
    const signedIn = manager.isSignedIn().then((value) => (settled = value))
    await vi.waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(1))
    expect(String(server.fetchMock.mock.calls[0]?.[0])).toContain('/api/auth/refresh')
    expect(settled).toBeUndefined()

    server.answer(Response.json({ data: { access_token: 'new', token_type: 'Bearer', expires_in: 900, user: member } }))
    expect(await signedIn).toBe(true)
    expect(session.getSession().accessToken).toBe('new')
  })

  it('says nobody is signed in when the server refuses the refresh', async () => {
    const { manager } = await freshSession({ hint: true })
    const server = deferredFetch()
    const signedIn = manager.isSignedIn()
    await vi.waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(1))
    server.answer(Response.json({ message: 'Unauthenticated.' }, { status: 401 }))
    expect(await signedIn).toBe(false)
  })

  it('remembers a session refused as stolen for the sign-in screen, until the next sign-in', async () => {
    const { session, manager } = await freshSession({ hint: true })
    const server = deferredFetch()
    const signedIn = manager.isSignedIn()
    await vi.waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(1))
    server.answer(Response.json({ message: 'Signed out for safety.', code: 'session_stolen' }, { status: 401 }))
    expect(await signedIn).toBe(false)
    expect(session.readSignOutNotice()).toBe('stolen')
    session.startSession({ user: member, access_token: 'again', expires_in: 900, token_type: 'Bearer' })
    expect(session.readSignOutNotice()).toBeUndefined()
  })

  it('answers at once, without asking the server, when there was no session', async () => {
    const { manager } = await freshSession({ hint: false })
    const server = deferredFetch()
    expect(await manager.isSignedIn()).toBe(false)
    expect(server.fetchMock).not.toHaveBeenCalled()
  })
})
