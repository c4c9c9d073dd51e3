/**
 * Reporting a post: `POST post_options/report` with the spec's
 * camelCase fields. 201 when recorded, 208 when this user (or this e-mail, for a guest) already
 * reported the post, 422 on bad input. Guests give an e-mail and solve the captcha.
 */
import * as v from 'valibot'
import { LIMITS } from '../limits'
import { CaptchaSchema } from './auth'
import { itemEnvelope } from './common'
import { IdParamSchema } from './fields'
import { blankAsAbsent, plainText } from './text'

export const ReportEmailSchema = v.pipe(
  v.string('email'),
  v.trim(),
  v.toLowerCase(),
  v.minLength(LIMITS.reportEmailMin, 'min_length'),
  v.maxLength(254, 'max_length'),
  v.email('email'),
)

export const ReportBodySchema = v.strictObject({
  /** Required for guests only; ignored for a signed-in user (their account is the reporter). */
  userEmail: blankAsAbsent(ReportEmailSchema),
  reason: plainText(1, LIMITS.reportReasonMax),
  modelId: IdParamSchema,
  postId: IdParamSchema,
  /** The solved captcha; required for guests while captcha is on (app_config). */
  recaptcha: CaptchaSchema,
})
export type ReportBody = v.InferInput<typeof ReportBodySchema>

export const REPORT_OUTCOMES = ['created', 'already_reported'] as const

/** 201 `created` or 208 `already_reported`. */
export const ReportSchema = itemEnvelope(v.object({ status: v.picklist(REPORT_OUTCOMES) }))
export type Report = v.InferOutput<typeof ReportSchema>
