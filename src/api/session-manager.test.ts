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

describe('an answer that comes after the session ended', () => {
  const other = { ...member, id: member.id + 1, username: 'someone_else' }

  it('of a refresh asked before a logout does not sign the user back in', async () => {
    const { session, manager } = await freshSession({ hint: true })
    // Signed in with a token past its life: the refresh is asked for.
    session.startSession({ user: member, access_token: 'old', expires_in: 0, token_type: 'Bearer' })
    const server = deferredFetch()
    const refreshed = manager.refreshSession()
    await vi.waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(1))

    session.endSession()
    server.answer(Response.json({ data: { access_token: 'new', token_type: 'Bearer', expires_in: 900, user: member } }))
    expect(await refreshed).toBe(false)
    expect(session.getSession()).toMatchObject({ status: 'guest', user: null, accessToken: null })
    expect(localStorage.getItem('velvet.session')).toBeNull()
  })

  it("of a read sent in an earlier session does not store that session's user", async () => {
    const { session } = await freshSession({ hint: true })
    session.startSession({ user: member, access_token: 'a', expires_in: 900, token_type: 'Bearer' })
    const storeUser = session.sessionUserUpdater()
    session.endSession()
    storeUser(member)
    expect(localStorage.getItem('velvet.session')).toBeNull()

    session.startSession({ user: other, access_token: 'b', expires_in: 900, token_type: 'Bearer' })
    storeUser({ ...member, username: 'late_answer' })
    expect(session.getSession().user).toEqual(other)
    expect(session.readSessionHint()?.user).toEqual(other)
  })

  it('of a read sent in the current session stores its user, through a token renewal', async () => {
    const { session } = await freshSession({ hint: true })
    session.startSession({ user: member, access_token: 'a', expires_in: 900, token_type: 'Bearer' })
    const storeUser = session.sessionUserUpdater()
    session.startSession({ user: member, access_token: 'renewed', expires_in: 900, token_type: 'Bearer' })
    storeUser({ ...member, username: 'renamed' })
    expect(session.getSession().user?.username).toBe('renamed')
    expect(session.readSessionHint()?.user.username).toBe('renamed')
  })
})
