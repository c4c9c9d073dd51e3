import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyNowAndAfterLoads, refetchFromNow } from './query-client'

type Post = { id: number; liked: boolean; likes: number }

/** A server whose answers the test releases one by one, to order them against the queue's answer. */
function controlledServer() {
  const answers: ((post: Post) => void)[] = []
  const queryFn = vi.fn(() => new Promise<Post>((resolve) => answers.push(resolve)))
  return { queryFn, answer: (index: number, post: Post) => answers[index]?.(post) }
}

const key = ['posts', 'post', 7]
let unsubscribe = () => {}
afterEach(() => unsubscribe())

/** A post on screen, loaded once: not liked, 3 likes. */
async function postOnScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const server = controlledServer()
  const observer = new QueryObserver<Post>(queryClient, { queryKey: key, queryFn: server.queryFn })
  unsubscribe = observer.subscribe(() => {})
  server.answer(0, { id: 7, liked: false, likes: 3 })
  await vi.waitFor(() => expect(observer.getCurrentResult().data?.likes).toBe(3))
  return { queryClient, server, observer }
}

const likeConfirmed = (queryClient: QueryClient) => () =>
  queryClient.setQueriesData<Post>({ queryKey: ['posts'] }, (post) =>
    post ? { ...post, liked: true, likes: 4 } : post,
  )

describe('a write the server confirmed while a list of it is loading', () => {
  it('stays on screen when the load answers with what the server had before the write', async () => {
    const { queryClient, server, observer } = await postOnScreen()

    // A refresh leaves (reconnecting), then the queue's like is confirmed, then the refresh answers.
    const refresh = observer.refetch()
    await vi.waitFor(() => expect(server.queryFn).toHaveBeenCalledTimes(2))
    applyNowAndAfterLoads(queryClient, ['posts'], likeConfirmed(queryClient))
    expect(observer.getCurrentResult().data).toEqual({ id: 7, liked: true, likes: 4 })
    server.answer(1, { id: 7, liked: false, likes: 3 })

    // Whoever waited for that load still gets its answer: nothing was cancelled.
    await expect(refresh).resolves.toMatchObject({ status: 'success' })
    expect(observer.getCurrentResult().data).toEqual({ id: 7, liked: true, likes: 4 })
    expect(server.queryFn).toHaveBeenCalledTimes(2)
  })

  it('is applied once when nothing is loading, and later loads are the server’s to answer', async () => {
    const { queryClient, server, observer } = await postOnScreen()

    const apply = vi.fn(likeConfirmed(queryClient))
    applyNowAndAfterLoads(queryClient, ['posts'], apply)
    expect(apply).toHaveBeenCalledTimes(1)

    // Unliked elsewhere afterwards: the next load shows it.
    void observer.refetch()
    await vi.waitFor(() => expect(server.queryFn).toHaveBeenCalledTimes(2))
    server.answer(1, { id: 7, liked: false, likes: 3 })
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ id: 7, liked: false, likes: 3 }))
    expect(apply).toHaveBeenCalledTimes(1)
  })
})

describe('a list asked again from now after a write landed', () => {
  it('does not take the answer of a first load that left before the write', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const server = controlledServer()
    const observer = new QueryObserver<Post>(queryClient, { queryKey: key, queryFn: server.queryFn })
    unsubscribe = observer.subscribe(() => {})
    await vi.waitFor(() => expect(server.queryFn).toHaveBeenCalledTimes(1))

    const asked = refetchFromNow(queryClient, ['posts'])
    server.answer(0, { id: 7, liked: false, likes: 3 })
    await vi.waitFor(() => expect(server.queryFn).toHaveBeenCalledTimes(2))
    server.answer(1, { id: 7, liked: true, likes: 4 })
    await asked
    expect(observer.getCurrentResult().data).toEqual({ id: 7, liked: true, likes: 4 })
  })
})
