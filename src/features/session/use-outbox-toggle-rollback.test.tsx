import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteUserActions, listActions } from '../../../contract/outbox/store'

// The real outbox, sending from the page (no service worker here) to a server that fails.
vi.mock('../../api/session', () => ({ getSession: () => ({ user: { id: 5 } }) }))
vi.mock('../../api/use-session', () => ({ useSession: () => ({ status: 'user', user: { id: 5 } }) }))
vi.mock('../../api/session-manager', () => ({ getAccessTokenFor: async () => 'token' }))

const { useOutboxToggle } = await import('./use-outbox-toggle')
const { useOutbox } = await import('../../offline/outbox')

type CachedMovie = { id: number; liked: boolean; likes: number }
const movieKey = ['movie', 7]

function setup() {
  const queryClient = new QueryClient()
  queryClient.setQueryData<CachedMovie>(movieKey, { id: 7, liked: false, likes: 10 })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(
    () => ({
      like: useOutboxToggle({
        kind: 'movie_like',
        target: 'movie_like:7',
        baseline: queryClient.getQueryData<CachedMovie>(movieKey)?.liked ?? false,
        requestFor: () => ({ method: 'POST', path: '/api/movie_likes', body: { movie_id: 7 } }),
        patch: (client, liked) =>
          client.setQueryData<CachedMovie>(movieKey, (movie) =>
            movie && movie.liked !== liked ? { ...movie, liked, likes: movie.likes + (liked ? 1 : -1) } : movie,
          ),
      }),
      // What the outbox banner counts to tell the user.
      outbox: useOutbox(5),
    }),
    { wrapper },
  )
  return { queryClient, result }
}

beforeEach(() => deleteUserActions(5))
afterEach(() => vi.unstubAllGlobals())

describe('useOutboxToggle, when the server fails on the change', () => {
  it('puts the state and the count back, and leaves the change failed in the outbox for the banner', async () => {
    const fetchMock = vi.fn(async () => Response.json({ message: 'Internal error', code: 'internal' }, { status: 500 }))
    vi.stubGlobal('fetch', fetchMock)
    const { queryClient, result } = setup()

    act(() => result.current.like.set(true))
    expect(queryClient.getQueryData(movieKey)).toEqual({ id: 7, liked: true, likes: 11 })

    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await waitFor(() => expect(queryClient.getQueryData(movieKey)).toEqual({ id: 7, liked: false, likes: 10 }))
    expect(result.current.like.on).toBe(false)
    await waitFor(() =>
      expect(result.current.outbox).toEqual([
        expect.objectContaining({
          target: 'movie_like:7',
          status: 'failed',
          failure: { status: 500, code: 'internal' },
        }),
      ]),
    )
    expect(await listActions(5)).toHaveLength(1)
  })
})
