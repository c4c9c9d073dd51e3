import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const queueToggle = vi.fn()
vi.mock('../../offline/outbox', () => ({
  queueToggle: (...args: unknown[]) => queueToggle(...args),
  pendingToggle: () => undefined,
  useOutbox: () => [],
  onOutboxEvent: () => () => {},
}))
vi.mock('../../api/session', () => ({ getSession: () => ({ user: { id: 5 } }) }))
/** Whether someone is signed in, answered when the test says (the session being restored). */
let answerSession: (signedIn: boolean) => void = () => {}
vi.mock('../../api/session-manager', () => ({
  isSignedIn: () =>
    new Promise<boolean>((resolve) => {
      answerSession = resolve
    }),
}))
vi.mock('../../api/use-session', () => ({ useSession: () => ({ status: 'user', user: { id: 5 } }) }))

const { useOutboxToggle } = await import('./use-outbox-toggle')

function setup() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['post', 7], { id: 7, liked: false })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(
    () =>
      useOutboxToggle({
        kind: 'post_like',
        target: 'post:7',
        baseline: false,
        requestFor: (liked) => ({ method: 'POST', path: '/api/posts/likes', body: { post_id: 7, liked } }),
        patch: (client, liked) => client.setQueryData(['post', 7], { id: 7, liked }),
      }),
    { wrapper },
  )
  return { queryClient, result }
}

beforeEach(() => queueToggle.mockReset())

describe('useOutboxToggle', () => {
  it('shows the change in the cache at once and queues it in the outbox', async () => {
    queueToggle.mockResolvedValue(undefined)
    const { queryClient, result } = setup()
    act(() => result.current.set(true))
    await waitFor(() => expect(queueToggle).toHaveBeenCalled())
    expect(queueToggle).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 5, kind: 'post_like', target: 'post:7', desired: true, baseline: false }),
    )
    expect(queryClient.getQueryData(['post', 7])).toEqual({ id: 7, liked: true })
  })

  it('a tap made while the session is being restored follows once a member is known to be signed in', async () => {
    queueToggle.mockResolvedValue(undefined)
    const { queryClient, result } = setup()
    const askLogin = vi.fn()
    act(() => result.current.press(askLogin))
    await Promise.resolve()
    expect(queueToggle).not.toHaveBeenCalled()
    expect(queryClient.getQueryData(['post', 7])).toEqual({ id: 7, liked: false })

    act(() => answerSession(true))
    await waitFor(() => expect(queueToggle).toHaveBeenCalledWith(expect.objectContaining({ desired: true })))
    expect(queryClient.getQueryData(['post', 7])).toEqual({ id: 7, liked: true })
    expect(askLogin).not.toHaveBeenCalled()
  })

  it('the same tap by a guest asks them to log in and changes nothing', async () => {
    const { queryClient, result } = setup()
    const askLogin = vi.fn()
    act(() => result.current.press(askLogin))
    act(() => answerSession(false))
    await waitFor(() => expect(askLogin).toHaveBeenCalledOnce())
    expect(queueToggle).not.toHaveBeenCalled()
    expect(queryClient.getQueryData(['post', 7])).toEqual({ id: 7, liked: false })
  })
})
