import type { Comment, CommentList } from '../../../contract/schemas/comment'

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
