import type { Comment, CommentList } from '../../../contract/schemas/comment'

/** A comment as the server sends it, by fan<id> on post 7, for the feature's tests. */
export function comment(id: number, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    post_id: 7,
    parent_id: null,
    message: `comment ${id}`,
    text: `comment ${id}`,
    replies: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    user: { username: `fan${id}`, profile_picture: null, chat_id: null },
    can_delete: false,
    ...overrides,
  }
}

/** One page of comments as the server sends it, for the feature's tests. */
export function commentPage(items: Comment[]): CommentList {
  return {
    data: items,
    meta: {
      pagination: {
        total: items.length,
        count: items.length,
        per_page: 10,
        current_page: 1,
        total_pages: 1,
        links: { next: null },
      },
    },
  }
}
