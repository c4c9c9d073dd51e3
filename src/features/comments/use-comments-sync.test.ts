import { type InfiniteData, InfiniteQueryObserver, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Comment, CommentList } from '../../../contract/schemas/comment'
import { commentPage } from './comment-page.fixture'
import { commentKeys } from './queries'
import { applyCommentEvent } from './use-comments-sync'

function comment(id: number, message: string): Comment {
  return {
    id,
    post_id: 7,
    parent_id: null,
    message,
    text: message,
    replies: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    user: { username: 'fan.five', profile_picture: null, chat_id: null },
    can_delete: true,
  }
}

/** A server whose answers the test releases one by one, to order them against the queue's event. */
function controlledServer() {
  const answers: ((list: CommentList) => void)[] = []
  const queryFn = vi.fn(() => new Promise<CommentList>((resolve) => answers.push(resolve)))
  return { queryFn, answer: (index: number, list: CommentList) => answers[index]?.(list) }
}

let unsubscribe = () => {}
afterEach(() => unsubscribe())

function openSheet(queryClient: QueryClient, queryFn: () => Promise<CommentList>) {
  const observer = new InfiniteQueryObserver<CommentList, Error, InfiniteData<CommentList>>(queryClient, {
    queryKey: commentKeys.post(7),
    queryFn,
    initialPageParam: 1,
    getNextPageParam: () => undefined,
  })
  unsubscribe = observer.subscribe(() => {})
  return observer
}

const sent = comment(99, 'While you were away')
const landed = { type: 'outbox:done', id: 'key-1', kind: 'comment', target: '/api/comments', status: 201 } as const

describe('a queued comment the server confirms while its list is loading', () => {
  it('shows in the list even when the load in flight read the server before the comment landed', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const server = controlledServer()
    const observer = openSheet(queryClient, server.queryFn)
    await vi.waitFor(() => expect(server.queryFn).toHaveBeenCalledTimes(1))

    applyCommentEvent(queryClient, { ...landed, body: { data: sent } })
    // The first load answers what the server had before the comment.
    server.answer(0, commentPage([]))
    await vi.waitFor(() => expect(server.queryFn).toHaveBeenCalledTimes(2))
    server.answer(1, commentPage([sent]))

    await vi.waitFor(() =>
      expect(observer.getCurrentResult().data?.pages[0]?.data.map((item) => item.id)).toEqual([99]),
    )
    expect(queryClient.getQueryState(commentKeys.post(7))?.isInvalidated).toBe(false)
  })

  it('puts the comment on top of a list already shown, and keeps it when an older load answers late', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const server = controlledServer()
    const observer = openSheet(queryClient, server.queryFn)
    server.answer(0, commentPage([comment(1, 'first')]))
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages[0]?.data).toHaveLength(1))

    void observer.refetch()
    await vi.waitFor(() => expect(server.queryFn).toHaveBeenCalledTimes(2))
    applyCommentEvent(queryClient, { ...landed, body: { data: sent } })
    expect(observer.getCurrentResult().data?.pages[0]?.data.map((item) => item.id)).toEqual([99, 1])

    server.answer(1, commentPage([comment(1, 'first')]))
    await vi.waitFor(() => expect(server.queryFn).toHaveBeenCalledTimes(3))
    server.answer(2, commentPage([sent, comment(1, 'first')]))
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false))
    expect(observer.getCurrentResult().data?.pages[0]?.data.map((item) => item.id)).toEqual([99, 1])
  })
})
