/**
 * Comments: top-level comments of a post newest first, replies of a comment
 * oldest first (a thread reads top down), 10 a page. Replies are one level deep: replying to a
 * reply answers its top-level comment. `message` and `text` carry the same plain text (the spec
 * names both); render it as text, never as HTML.
 */
import * as v from 'valibot'
import { listEnvelope, listQueryEntries } from './common'
import { IdParamSchema } from './fields'
import { plainText } from './text'

export const COMMENT_RULE = { min: 1, max: 1000 } as const

export const CommentUserSchema = v.object({
  username: v.string(),
  profile_picture: v.nullable(v.string()),
  chat_id: v.nullable(v.string()),
})

export const CommentSchema = v.object({
  id: v.number(),
  post_id: v.number(),
  /** Null for a top-level comment. */
  parent_id: v.nullable(v.number()),
  message: v.string(),
  text: v.string(),
  /** How many replies a top-level comment has (0 for replies). */
  replies: v.number(),
  created_at: v.string(),
  user: CommentUserSchema,
  /** The viewer wrote it or owns the post: offer deletion. */
  can_delete: v.boolean(),
})
export type Comment = v.InferOutput<typeof CommentSchema>

/** Either `post_id` (its top-level comments) or `parent_id` (a comment's replies), not both. */
export const CommentListQuerySchema = v.pipe(
  v.strictObject({
    ...listQueryEntries(),
    post_id: v.optional(IdParamSchema),
    parent_id: v.optional(IdParamSchema),
  }),
  v.forward(
    v.partialCheck(
      [['post_id'], ['parent_id']],
      (query) => (query.post_id === undefined) !== (query.parent_id === undefined),
      'required',
    ),
    ['post_id'],
  ),
)
export type CommentListQuery = v.InferInput<typeof CommentListQuerySchema>

export const CommentListSchema = listEnvelope(CommentSchema)
export type CommentList = v.InferOutput<typeof CommentListSchema>

export const CommentBodySchema = v.strictObject({
  post_id: IdParamSchema,
  message: plainText(COMMENT_RULE.min, COMMENT_RULE.max),
  /** Reply to this comment (it must belong to the same post). */
  parent_id: v.optional(v.nullable(IdParamSchema)),
})
export type CommentBody = v.InferInput<typeof CommentBodySchema>

export const CommentDeletedSchema = v.object({
  data: v.object({ id: v.number(), post_id: v.number(), comments_count: v.number() }),
})
export type CommentDeleted = v.InferOutput<typeof CommentDeletedSchema>
