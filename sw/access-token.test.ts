import { describe, expect, it, vi } from 'vitest'
import { ReplayInterrupted } from '../contract/outbox/replay'
import { getReplayToken } from './access-token'

type Answer = { token: string | null; userId: number | null; unavailable?: boolean }

/** A window client of the app that answers the worker's token request (or stays silent). */
function page(answer: Answer | 'silent') {
  return {
    postMessage: (_message: unknown, [port]: MessagePort[]) => {
      if (answer !== 'silent') port?.postMessage(answer)
    },
  }
}

function deps(windows: unknown[], refresh: () => Promise<Response>) {
  const fetchMock = vi.fn(refresh)
  return {
    fetchMock,
    deps: {
      clients: { matchAll: async () => windows } as unknown as Clients,
      fetch: fetchMock as unknown as typeof fetch,
      locks: undefined,
    },
  }
}

const session = (userId: number) => Response.json({ data: { access_token: `fresh-${userId}`, user: { id: userId } } })

describe('getReplayToken', () => {
  it('takes the token of an open page of the same user, without refreshing', async () => {
    const { deps: d, fetchMock } = deps([page({ token: 'from-page', userId: 7 })], async () => session(7))
    expect(await getReplayToken(7, d)).toBe('from-page')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('stops the replay for later when the page is signed in but has no token right now', async () => {
    const { deps: d } = deps([page({ token: null, userId: 7, unavailable: true })], async () => session(7))
    await expect(getReplayToken(7, d)).rejects.toBeInstanceOf(ReplayInterrupted)
  })

  it('gives no token when the open page belongs to someone else', async () => {
    const { deps: d } = deps([page({ token: 'other', userId: 8 })], async () => session(8))
    expect(await getReplayToken(7, d)).toBeNull()
  })

  it('refreshes the session itself when no page is open', async () => {
    const { deps: d, fetchMock } = deps([], async () => session(7))
    expect(await getReplayToken(7, d)).toBe('fresh-7')
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/refresh',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        // Like every request of the app, the worker's refresh carries a socket id.
        headers: expect.objectContaining({ 'x-socket-id': expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) }),
      }),
    )
  })

  it('treats a refused refresh as the session ended, and a failing one as "try later"', async () => {
    expect(await getReplayToken(7, deps([], async () => new Response('{}', { status: 401 })).deps)).toBeNull()
    await expect(
      getReplayToken(7, deps([], async () => new Response('{}', { status: 503 })).deps),
    ).rejects.toBeInstanceOf(ReplayInterrupted)
    await expect(
      getReplayToken(
        7,
        deps([], async () => {
          throw new TypeError('Failed to fetch')
        }).deps,
      ),
    ).rejects.toThrow('Failed to fetch')
  })
})
