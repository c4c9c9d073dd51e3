/**
 * Claims: the general claim and the report of a model, kept for the support team. Only
 * the last four digits of a card are accepted and stored. The general claim always needs the
 * captcha; the model report only from anonymous users, who also
 * give an e-mail (a signed-in user's account e-mail is used).
 */
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Viewer } from '../../lib/viewer'
import type { Captcha } from '../captcha/index'
import type { Once, Outcome } from '../idempotency/index'
import { creatorExists, findUserEmail, insertClaim } from './repository'

export type ClaimsContext = { db: Db; clock: Clock; captcha: Captcha }

type Created = { data: { success: true } }
const CREATED: Outcome<Created> = { status: 201, body: { data: { success: true } } }

export type GeneralClaimInput = {
  email: string
  username: string
  country: string
  document: string
  cardCompany: string
  cardLast4: string
  claim: string
  modelId?: number
  recaptcha?: string
}

export async function fileClaim(
  ctx: ClaimsContext,
  viewer: Viewer,
  input: GeneralClaimInput,
  once: Once,
): Promise<Outcome<Created>> {
  if (input.modelId !== undefined && !(await creatorExists(ctx.db, input.modelId))) {
    throw new AppError('validation_failed', { issues: { model_id: [{ message: 'invalid' }] } })
  }
  await ctx.captcha.verify(input.recaptcha)
  return once(async (tx) => {
    await insertClaim(tx, {
      kind: 'general',
      userId: viewer.userId,
      creatorId: input.modelId ?? null,
      email: input.email,
      name: input.username,
      country: input.country,
      document: input.document,
      cardCompany: input.cardCompany,
      cardLast4: input.cardLast4,
      claim: input.claim,
      createdAt: ctx.clock(),
    })
    return CREATED
  })
}

export type ModelClaimInput = { creatorId: number; name: string; claim: string; email?: string; recaptcha?: string }

export async function fileModelClaim(
  ctx: ClaimsContext,
  viewer: Viewer,
  input: ModelClaimInput,
  once: Once,
): Promise<Outcome<Created>> {
  if (!(await creatorExists(ctx.db, input.creatorId))) throw new AppError('not_found')
  let email = input.email
  if (viewer.userId === null) {
    if (!email) throw new AppError('validation_failed', { issues: { email: [{ message: 'required' }] } })
    await ctx.captcha.verify(input.recaptcha)
  } else {
    // The account's own address; one given in the form is a fallback for accounts without one.
    email = (await findUserEmail(ctx.db, viewer.userId)) ?? email
    if (!email) throw new AppError('validation_failed', { issues: { email: [{ message: 'required' }] } })
  }
  const claimant = { userId: viewer.userId, email }
  return once(async (tx) => {
    await insertClaim(tx, {
      kind: 'model',
      userId: claimant.userId,
      creatorId: input.creatorId,
      email: claimant.email,
      name: input.name,
      claim: input.claim,
      createdAt: ctx.clock(),
    })
    return CREATED
  })
}
