/**
 * Reports of posts: 201 when recorded, 208 when the same user (or,
 * for a guest, the same e-mail) reported the post before. Guests give an e-mail and solve the
 * captcha; a signed-in user is the reporter and is asked for neither.
 */
import type { Report } from '../../../contract/schemas/report'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Viewer } from '../../lib/viewer'
import type { Captcha } from '../captcha/index'
import type { Once, Outcome } from '../idempotency/index'
import { findReportedPost, insertReport } from './repository'

export type ReportsContext = { db: Db; clock: Clock; captcha: Captcha }

export type ReportInput = {
  postId: number
  modelId: number
  reason: string
  userEmail?: string
  recaptcha?: string
}

const invalid = (field: string, message: 'required' | 'invalid') =>
  new AppError('validation_failed', { issues: { [field]: [{ message }] } })

export async function reportPost(
  ctx: ReportsContext,
  viewer: Viewer,
  input: ReportInput,
  once: Once,
): Promise<Outcome<Report>> {
  const isGuest = viewer.userId === null
  if (isGuest && !input.userEmail) throw invalid('userEmail', 'required')
  const post = await findReportedPost(ctx.db, input.postId)
  // The spec's answers are 201, 208 and 422: a post that does not exist, or is not the model's, is bad input.
  if (!post) throw invalid('postId', 'invalid')
  if (post.creatorId !== input.modelId) throw invalid('modelId', 'invalid')
  if (isGuest) await ctx.captcha.verify(input.recaptcha)
  return once<Report>(async (tx) => {
    const created = await insertReport(tx, {
      postId: post.id,
      creatorId: post.creatorId,
      userId: viewer.userId,
      email: isGuest ? (input.userEmail ?? null) : null,
      reason: input.reason,
      now: ctx.clock(),
    })
    return created
      ? { status: 201, body: { data: { status: 'created' } } }
      : { status: 208, body: { data: { status: 'already_reported' } } }
  })
}
