/**
 * Reports of posts, creators' claims and the casting form: each the form of a screen of its own.
 * Auth and idempotency as in social.ts.
 */
import { endpoint } from '../endpoint'
import { CastingBodySchema, CastingCreatedSchema } from '../schemas/casting'
import { ClaimCreatedSchema } from '../schemas/claim'
import { CommonQuerySchema, IdParamsSchema } from '../schemas/common'
import { ReportBodySchema, ReportSchema } from '../schemas/report'

/**
 * any, idempotent. 201 `created`, 208 `already_reported`, 422 bad input (an unknown post, or a
 * post not of `modelId`, is bad input too). Guests: `userEmail` and `recaptcha` required.
 */
export const reportPost = endpoint({
  method: 'POST',
  path: '/api/post_options/report',
  query: CommonQuerySchema,
  body: ReportBodySchema,
  response: ReportSchema,
})
/**
 * any, idempotent. Multipart (or JSON) with the fields of ClaimBodySchema (schemas/claim.ts);
 * 201, or 422 with `data.errors` (ClaimErrorBodySchema). Any file part is a 422 on `files`.
 */
export const claim = endpoint({
  method: 'POST',
  path: '/api/claim',
  query: CommonQuerySchema,
  response: ClaimCreatedSchema,
})
/**
 * any, idempotent. Report of a model: multipart (or JSON) with the fields of ModelClaimBodySchema;
 * `email` and `recaptcha` only for anonymous users. 201, 422 as for claim, 404 unknown model.
 */
export const modelClaim = endpoint({
  method: 'POST',
  path: '/api/claim/model/:id',
  params: IdParamsSchema,
  query: CommonQuerySchema,
  response: ClaimCreatedSchema,
})
/** any, idempotent. 201; 422 with the field problems (captcha included). */
export const casting = endpoint({
  method: 'POST',
  path: '/api/casting',
  query: CommonQuerySchema,
  body: CastingBodySchema,
  response: CastingCreatedSchema,
})
