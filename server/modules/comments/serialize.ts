import type { Comment } from '../../../contract/schemas/comment'
import type { Viewer } from '../../lib/viewer'
import type { CommentAuthor, CommentRow } from './repository'

/** Deletion is offered to the comment's author and to the creator who owns the post. */
export function canDeleteComment(row: Pick<CommentRow, 'userId'>, postCreatorId: number, viewer: Viewer): boolean {
  if (viewer.userId === null) return false
  return row.userId === viewer.userId || viewer.modelId === postCreatorId
}

export function toComment(row: CommentRow, author: CommentAuthor, postCreatorId: number, viewer: Viewer): Comment {
  return {
    id: row.id,
    post_id: row.postId,
    parent_id: row.parentId,
    message: row.message,
    text: row.message,
    replies: row.repliesCount,
    created_at: row.createdAt.toISOString(),
    user: { username: author.username, profile_picture: author.profilePic, chat_id: author.chatId },
    can_delete: canDeleteComment(row, postCreatorId, viewer),
  }
}
