import { describe, expect, it } from 'vitest'
import type { OutboxAction } from '../../../contract/outbox/action'
import type { CommentList } from '../../../contract/schemas/comment'
import {
  appendReply,
  type CommentPages,
  commentIdOfDeletePath,
  deletionsOf,
  mergeCommentPages,
  pendingCommentsOf,
  prependComment,
  removeComment,
  updateComment,
  withMention,
  withoutMention,
} from './comment-list'
import { comment } from './comment-page.fixture'

function page(ids: number[], current = 1, total = 2): CommentList {
  return {
    data: ids.map((id) => comment(id)),
    meta: {
      pagination: {
        total: 20,
        count: ids.length,
        per_page: 10,
        current_page: current,
        total_pages: total,
        links: { next: null },
      },
    },
  }
}

function pages(...list: CommentList[]): CommentPages {
  return { pages: list, pageParams: list.map((_, index) => index + 1) }
}

function action(overrides: Partial<OutboxAction>): OutboxAction {
  return {
    id: `key-${Math.random().toString(36).slice(2)}`,
    userId: 1,
    kind: 'comment',
    target: 'comment:x',
    method: 'POST',
    path: '/api/comments',
    body: { post_id: 7, message: 'hello', parent_id: null },
    createdAt: 1000,
    attempts: 0,
    status: 'pending',
    ...overrides,
  }
}

describe('mergeCommentPages', () => {
  it('lists every comment once, in page order', () => {
    expect(mergeCommentPages([page([5, 4, 3]), page([3, 2, 1], 2)]).map((c) => c.id)).toEqual([5, 4, 3, 2, 1])
  })

  it('is empty before anything loaded', () => {
    expect(mergeCommentPages(undefined)).toEqual([])
  })
})

describe('a new comment', () => {
  it('goes on top of the first page, and a later page holding it does not show it twice', () => {
    const data = prependComment(pages(page([5, 4])), comment(9))
    expect(mergeCommentPages(data?.pages).map((c) => c.id)).toEqual([9, 5, 4])
    // The offset pages shift by one: page 2 now starts with what page 1 ended with, and may hold the new one.
    const more = pages(...(data?.pages ?? []), page([4, 9, 3], 2))
    expect(mergeCommentPages(more.pages).map((c) => c.id)).toEqual([9, 5, 4, 3])
  })

  it('is added once even if the answer comes twice', () => {
    const once = prependComment(pages(page([5])), comment(9))
    expect(prependComment(once, comment(9))).toBe(once)
  })

  it('changes nothing when the list is not loaded', () => {
    expect(prependComment(undefined, comment(9))).toBeUndefined()
  })

  it('as a reply goes after the loaded replies, once', () => {
    const replies = appendReply(pages(page([1, 2], 1, 1)), comment(3, { parent_id: 9 }))
    expect(mergeCommentPages(replies?.pages).map((c) => c.id)).toEqual([1, 2, 3])
    expect(appendReply(replies, comment(3, { parent_id: 9 }))).toBe(replies)
  })
})

describe('removing and updating', () => {
  it('removes a comment from every page', () => {
    const data = removeComment(pages(page([5, 4]), page([4, 3], 2)), 4)
    expect(mergeCommentPages(data?.pages).map((c) => c.id)).toEqual([5, 3])
  })

  it('updates one comment (its replies count)', () => {
    const data = updateComment(pages(page([5, 4])), 4, (c) => ({ ...c, replies: c.replies + 1 }))
    expect(mergeCommentPages(data?.pages).find((c) => c.id === 4)?.replies).toBe(1)
  })
})

describe('pendingCommentsOf', () => {
  it('lists the queued comments of this post, newest first, parsed from the queue', () => {
    const older = action({ createdAt: 1, body: { post_id: 7, message: '  first  ', parent_id: null } })
    const newer = action({ createdAt: 2, status: 'failed', body: { post_id: 7, message: 'reply', parent_id: 3 } })
    const otherPost = action({ body: { post_id: 8, message: 'elsewhere' } })
    const broken = action({ body: { post_id: 7 } })
    const like = action({ kind: 'post_like', body: { post_id: 7, liked: true } })
    const pending = pendingCommentsOf([older, newer, otherPost, broken, like], 7)
    expect(pending.map((p) => [p.message, p.parentId, p.status])).toEqual([
      ['reply', 3, 'failed'],
      ['first', null, 'pending'],
    ])
  })

  it('hides a queued comment as soon as the server answered it', () => {
    const queued = action({})
    expect(pendingCommentsOf([queued], 7, new Set([queued.id]))).toEqual([])
  })
})

describe('deletions', () => {
  it('reads the comment id back from a queued deletion', () => {
    const deletion = action({ kind: 'comment_delete', method: 'DELETE', path: '/api/comments/42', body: {} })
    expect(deletionsOf([deletion, action({})]).get(42)).toBe(deletion)
    expect(commentIdOfDeletePath('/api/comments/abc')).toBeNull()
  })
})

describe('withMention', () => {
  it('starts a reply with the mention and keeps what was typed', () => {
    expect(withMention('', 'luna')).toBe('@luna ')
    expect(withMention('so true', 'luna')).toBe('@luna so true')
    expect(withMention('@mila.rose so true', 'luna')).toBe('@luna so true')
  })
})

describe('withoutMention', () => {
  it("takes the reply's mention away and keeps what was typed after it", () => {
    expect(withoutMention('@luna ', 'luna')).toBe('')
    expect(withoutMention('@luna so true', 'luna')).toBe('so true')
  })

  it('leaves text alone that does not start with that mention', () => {
    expect(withoutMention('@lunar eclipse', 'luna')).toBe('@lunar eclipse')
    expect(withoutMention('hi @luna', 'luna')).toBe('hi @luna')
  })
})
