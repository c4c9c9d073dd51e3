/** Comments: GET /api/comments (post_id or parent_id), POST /api/comments, DELETE /api/comments/:id. */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { pageAsked, pagedAnswer } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { defineMemberWrite, type IdempotencyDeps } from '../idempotency/index'
import { SOCIAL_LIMITS, writeLimits } from '../social/index'
import { addComment, type CommentsContext, listComments, removeComment } from './service'

export async function commentRoutes(app: FastifyInstance, ctx: CommentsContext & IdempotencyDeps) {
  defineRoute(
    app,
    api.comments,
    async ({ query, request, reply }) => {
      const result = await listComments(ctx, request.viewer, {
        postId: query.post_id,
        parentId: query.parent_id,
        ...pageAsked(query),
      })
      // can_delete depends on who asks: never a shared cache.
      reply.header('cache-control', 'private, no-cache')
      return pagedAnswer(result.comments, result.total, result.page, { path: api.comments.path, query })
    },
    { config: { rateLimit: SOCIAL_LIMITS.commentReads.perIp } },
  )

  defineMemberWrite(
    app,
    ctx,
    api.createComment,
    (viewer, { body }, once) =>
      addComment(ctx, viewer, { postId: body.post_id, message: body.message, parentId: body.parent_id }, once),
    writeLimits(app, 'comments', SOCIAL_LIMITS.comments),
  )

  defineMemberWrite(
    app,
    ctx,
    api.deleteComment,
    (viewer, { params }, once) => removeComment(ctx, viewer, params.id, once),
    writeLimits(app, 'comment_deletes', SOCIAL_LIMITS.comments),
  )
}
