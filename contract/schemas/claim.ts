/**
 * Claims: the general claim (`POST claim`, /claims) and the report of a model
 * (`POST claim/model/{id}`, /report/model/{id}). Both are multipart forms as the spec sends them
 * (JSON is accepted too). Attachments are disabled by the flags, so any file part is refused (422
 * on `files`). The card is identified by its last four digits only: a longer number is refused,
 * and no full card number is ever stored. Answers: 201, or 422 with the problems in `data.errors`
 * (where the spec reads them) as well as in the standard `errors` and `issues`.
 */
import * as v from 'valibot'
import { CaptchaSchema, EmailSchema } from './auth'
import { ErrorBodySchema, SuccessSchema } from './common'
import { IdParamSchema } from './fields'
import { blankAsAbsent, plainText } from './text'

export const CLAIM_RULE = { textMax: 5000, fieldMax: 120 } as const

export const ClaimBodySchema = v.strictObject({
  email: EmailSchema,
  username: plainText(1, CLAIM_RULE.fieldMax),
  country: plainText(1, CLAIM_RULE.fieldMax),
  document: plainText(1, CLAIM_RULE.fieldMax),
  card_company: plainText(1, CLAIM_RULE.fieldMax),
  /** The LAST FOUR digits of the card, nothing more. */
  card_number: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.regex(/^\d{4}$/, 'invalid')),
  claim: plainText(1, CLAIM_RULE.textMax),
  /** The creator the claim is about, when there is one. */
  model_id: blankAsAbsent(IdParamSchema),
  /** Required while captcha is on (app_config). */
  recaptcha: CaptchaSchema,
})
export type ClaimBody = v.InferInput<typeof ClaimBodySchema>

export const ModelClaimBodySchema = v.strictObject({
  name: plainText(1, CLAIM_RULE.fieldMax),
  claim: plainText(1, CLAIM_RULE.textMax),
  /** Required for anonymous users; a signed-in user's account e-mail is used. */
  email: blankAsAbsent(EmailSchema),
  /** Required for anonymous users while captcha is on. */
  recaptcha: CaptchaSchema,
})
export type ModelClaimBody = v.InferInput<typeof ModelClaimBodySchema>

export const ClaimCreatedSchema = SuccessSchema

/** The 422 of the claim forms: the standard error body plus `data.errors` (field → messages). */
export const ClaimErrorBodySchema = v.object({
  ...ErrorBodySchema.entries,
  data: v.optional(v.object({ errors: v.record(v.string(), v.array(v.string())) })),
})
export type ClaimErrorBody = v.InferOutput<typeof ClaimErrorBodySchema>
