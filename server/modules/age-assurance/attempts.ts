/**
 * A check from start to result: started with one of the region's methods at the provider that offers
 * it, then completed once by the provider's verified answer (from the visitor's return or its
 * callback, whichever comes first). Every answer is recorded, applied or not.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AgeCheckMethod, AgeCheckStatus } from '../../../contract/schemas/age-check'
import { AppError } from '../../lib/app-error'
import type { AgeAssuranceContext } from './context'
import { bindingHash, randomToken, setBinding } from './device-binding'
import type { FindCheck, ProviderAnswer } from './providers/types'
import {
  type AgeCheckRow,
  completeCheck,
  findCheck,
  findCheckByProviderReference,
  insertCheck,
  recordEvent,
  setProviderReference,
} from './repository'
import { requirementFor } from './requirement'

/** How long a started check can be completed: a document review takes minutes, not hours. */
export const CHECK_OPEN_MS = 60 * 60 * 1000
const DAY_MS = 24 * 3600 * 1000

export const returnPathOf = (provider: string) => `/api/age_check/return/${provider}`
export const callbackPathOf = (provider: string) => `/api/age_check/callbacks/${provider}`

export async function startCheck(
  ctx: AgeAssuranceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { method: AgeCheckMethod; return_to?: string | undefined },
): Promise<{ redirectUrl: string }> {
  const requirement = requirementFor(ctx, request.headers)
  if (!requirement.isRequired) throw new AppError('conflict', { detail: 'no age check is required in this region' })
  const provider = requirement.methods.includes(body.method) ? ctx.providers.forMethod(body.method) : undefined
  if (!provider) throw new AppError('validation_failed', { issues: { method: [{ message: 'one_of' }] } })
  const reference = randomToken()
  const nonce = randomToken()
  const check = await insertCheck(ctx.db, {
    reference,
    provider: provider.key,
    method: body.method,
    userId: request.viewer.userId,
    deviceBindingHash: bindingHash(nonce),
    region: requirement.region ?? null,
    returnTo: body.return_to ?? null,
    now: ctx.clock(),
  })
  const started = await provider.start({
    reference,
    method: body.method,
    locale: request.locale,
    returnUrl: `${ctx.publicUrl}${returnPathOf(provider.key)}?state=${reference}`,
    callbackUrl: `${ctx.publicUrl}${callbackPathOf(provider.key)}`,
  })
  if (started.providerReference) await setProviderReference(ctx.db, check.id, started.providerReference)
  setBinding(reply, reference, nonce, ctx.secureCookies)
  return { redirectUrl: started.redirectUrl }
}

/** How a provider finds one of its own checks. */
export function checkFinder(ctx: AgeAssuranceContext, provider: string): FindCheck {
  return async (by) => {
    const row =
      'reference' in by
        ? await findCheck(ctx.db, by.reference)
        : await findCheckByProviderReference(ctx.db, provider, by.providerReference)
    if (!row || row.provider !== provider) return undefined
    return { reference: row.reference, providerReference: row.providerReference, method: row.method as AgeCheckMethod }
  }
}

export type Applied = { outcome: 'applied' | 'duplicate' | 'pending' | 'rejected'; check: AgeCheckRow | undefined }

/** Completes the check a verified answer names, once, and records what happened. */
export async function applyAnswer(
  ctx: AgeAssuranceContext,
  provider: string,
  source: 'return' | 'callback',
  answer: ProviderAnswer,
): Promise<Applied> {
  const now = ctx.clock()
  const record = (outcome: Applied['outcome'], reason: string | null) =>
    recordEvent(ctx.db, { provider, reference: answer.reference, source, outcome, reason, now })
  const { outcome } = answer
  if (outcome.kind === 'pending') {
    await record('pending', null)
    return { outcome: 'pending', check: await findCheck(ctx.db, answer.reference) }
  }
  const result = outcome.kind === 'result' ? outcome.result : undefined
  const status: Exclude<AgeCheckStatus, 'pending'> =
    result === undefined
      ? 'canceled'
      : result.over18 === true
        ? 'passed'
        : result.over18 === false
          ? 'failed'
          : 'unsure'
  const recheckEnd = new Date(now.getTime() + ctx.config.recheckDays * DAY_MS)
  const expiresAt =
    status !== 'passed' ? null : result?.expiresAt && result.expiresAt < recheckEnd ? result.expiresAt : recheckEnd
  return ctx.db.transaction(async (tx) => {
    const completed = await completeCheck(tx, {
      reference: answer.reference,
      provider,
      status,
      method: result?.method,
      level: status === 'passed' ? (result?.level ?? null) : null,
      resultExpiresAt: expiresAt,
      now,
      openSince: new Date(now.getTime() - CHECK_OPEN_MS),
    })
    const write = (outcome: Applied['outcome'], reason: string | null) =>
      recordEvent(tx, { provider, reference: answer.reference, source, outcome, reason, now })
    if (completed) {
      await write('applied', status)
      return { outcome: 'applied' as const, check: completed }
    }
    const existing = await findCheck(tx, answer.reference)
    if (!existing || existing.provider !== provider) {
      await write('rejected', 'no check of this provider with this reference')
      return { outcome: 'rejected' as const, check: undefined }
    }
    if (existing.status !== 'pending') {
      await write('duplicate', `already ${existing.status}`)
      return { outcome: 'duplicate' as const, check: existing }
    }
    await write('rejected', 'the check was started too long ago')
    return { outcome: 'rejected' as const, check: existing }
  })
}
