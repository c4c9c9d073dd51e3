/**
 * POST /api/claim and POST /api/claim/model/:id: multipart (or JSON) forms. A 422 carries the field
 * problems in `data.errors` too, where the spec's app reads them, besides the standard
 * `errors` and `issues`.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { api } from '../../../contract/api'
import { ClaimBodySchema, ModelClaimBodySchema } from '../../../contract/schemas/claim'
import { AppError } from '../../lib/app-error'
import { fieldText } from '../../lib/messages'
import { defineRoute } from '../../lib/route'
import { parseInput, ValidationError } from '../../lib/validation'
import { type IdempotencyDeps, respondOnce } from '../idempotency/index'
import { SOCIAL_LIMITS, writeLimits } from '../social/index'
import { CLAIM_FORM_LIMITS, readClaimForm } from './form'
import { type ClaimsContext, fileClaim, fileModelClaim } from './service'

export async function claimRoutes(app: FastifyInstance, ctx: ClaimsContext & IdempotencyDeps) {
  // Multipart is accepted by this module's routes only; elsewhere it stays a 415.
  await app.register(multipart, { limits: CLAIM_FORM_LIMITS })

  defineRoute(
    app,
    api.claim,
    ({ request, reply }) =>
      withDataErrors(request, async () => {
        const body = parseInput(ClaimBodySchema, await readClaimForm(request))
        const { recaptcha: _captcha, ...fingerprint } = body
        return respondOnce(ctx, { request, reply }, fingerprint, (once) =>
          fileClaim(
            ctx,
            request.viewer,
            {
              email: body.email,
              username: body.username,
              country: body.country,
              document: body.document,
              cardCompany: body.card_company,
              cardLast4: body.card_number,
              claim: body.claim,
              modelId: body.model_id,
              recaptcha: body.recaptcha,
            },
            once,
          ),
        )
      }),
    writeLimits(app, 'claims', SOCIAL_LIMITS.claims),
  )

  defineRoute(
    app,
    api.modelClaim,
    ({ params, request, reply }) =>
      withDataErrors(request, async () => {
        const body = parseInput(ModelClaimBodySchema, await readClaimForm(request))
        const { recaptcha: _captcha, ...fields } = body
        return respondOnce(ctx, { request, reply }, { ...params, ...fields }, (once) =>
          fileModelClaim(ctx, request.viewer, { creatorId: params.id, ...body }, once),
        )
      }),
    writeLimits(app, 'model_claims', SOCIAL_LIMITS.claims),
  )
}

/** Adds `data.errors` (localised, field → messages) to a 422, as the spec's claim forms read it. */
async function withDataErrors<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const issues =
      error instanceof ValidationError ? error.issues : error instanceof AppError ? error.issues : undefined
    if (!issues) throw error
    const errors = Object.fromEntries(
      Object.entries(issues).map(([field, list]) => [field, list.map((issue) => fieldText(issue, request.locale))]),
    )
    throw new AppError(error instanceof AppError ? error.code : 'validation_failed', {
      issues,
      extra: { data: { errors } },
      cause: error,
    })
  }
}
