/**
 * What the app is told (GET /api/age_check): whether the visitor's region requires a check, with
 * which methods, whether this device or account has passed, and how the check this browser started
 * went. Asking is also how a guest's passed check reaches their device: the browser that started it
 * (its binding cookie) takes the result into its cookie, once.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AgeCheckMethod, AgeCheckState, AgeCheckStatus } from '../../../contract/schemas/age-check'
import { currentResult, giveDeviceResult, resultOfRow } from './access'
import type { AgeAssuranceContext } from './context'
import { readBinding } from './device-binding'
import type { PassedResult } from './device-result'
import { claimCheck, findCheck, recordEvent } from './repository'
import { requirementFor } from './requirement'

type Attempt = AgeCheckState['attempt']

/** The check this browser started, taking a passed one into the device's cookie once. */
async function startedHere(
  ctx: AgeAssuranceContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ attempt: Attempt; claimed: PassedResult | undefined }> {
  const binding = readBinding(request)
  if (!binding) return { attempt: null, claimed: undefined }
  const row = await findCheck(ctx.db, binding.reference)
  if (!row) return { attempt: null, claimed: undefined }
  const now = ctx.clock()
  if (row.deviceBindingHash !== binding.hash) {
    await recordEvent(ctx.db, {
      provider: row.provider,
      reference: row.reference,
      source: 'claim',
      outcome: 'rejected',
      reason: 'this browser did not start the check',
      now,
    })
    return { attempt: null, claimed: undefined }
  }
  const attempt = { status: row.status as AgeCheckStatus, method: row.method as AgeCheckMethod }
  const result = resultOfRow(row)
  if (!result || row.claimedAt || result.expiresAt <= now || !(await claimCheck(ctx.db, row.id, now))) {
    return { attempt, claimed: undefined }
  }
  giveDeviceResult(ctx, reply, result)
  await recordEvent(ctx.db, {
    provider: row.provider,
    reference: row.reference,
    source: 'claim',
    outcome: 'applied',
    reason: null,
    now,
  })
  return { attempt, claimed: result }
}

export async function stateFor(
  ctx: AgeAssuranceContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AgeCheckState> {
  const requirement = requirementFor(ctx, request.headers)
  const { attempt, claimed } = await startedHere(ctx, request, reply)
  const result = claimed ?? (await currentResult(ctx, request, reply))
  return {
    required: requirement.isRequired,
    region: requirement.region ?? null,
    methods: requirement.methods,
    passed: result !== undefined,
    result: result
      ? {
          method: result.method,
          level: result.level,
          verified_at: result.verifiedAt.toISOString(),
          expires_at: result.expiresAt.toISOString(),
        }
      : null,
    attempt,
  }
}
