/**
 * Whether a request comes with a passed check: its device's cookie, or the signed-in member's account
 * (checked once per account, on any device). A member's device without the cookie gets one from the
 * account's result, for the pictures and streams it fetches without the bearer token. A bought
 * membership counts for nothing here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AgeCheckMethod, AssuranceLevel } from '../../../contract/schemas/age-check'
import type { AgeAssuranceContext } from './context'
import { type PassedResult, readDeviceResult, setDeviceResult } from './device-result'
import { type AgeCheckRow, findMemberResult } from './repository'
import { requirementFor } from './requirement'

/** A passed row's facts; undefined for any other. */
export function resultOfRow(row: AgeCheckRow): PassedResult | undefined {
  if (row.status !== 'passed' || !row.resultExpiresAt || !row.assuranceLevel || !row.completedAt) return undefined
  return {
    method: row.method as AgeCheckMethod,
    level: row.assuranceLevel as AssuranceLevel,
    verifiedAt: row.completedAt,
    expiresAt: row.resultExpiresAt,
  }
}

export function giveDeviceResult(ctx: AgeAssuranceContext, reply: FastifyReply, result: PassedResult): void {
  setDeviceResult(reply, { key: ctx.cookieKey, result, now: ctx.clock(), secure: ctx.secureCookies })
}

export async function currentResult(
  ctx: AgeAssuranceContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PassedResult | undefined> {
  const now = ctx.clock()
  const device = readDeviceResult(request, ctx.cookieKey, now)
  if (device) return device
  const userId = request.viewer?.userId
  if (userId === null || userId === undefined) return undefined
  const row = await findMemberResult(ctx.db, userId, now)
  const result = row ? resultOfRow(row) : undefined
  if (result) giveDeviceResult(ctx, reply, result)
  return result
}

/**
 * For the app's page (a navigation carries no bearer token): the region asks for a check and this
 * device holds no result.
 */
export function pageNeedsAgeCheck(ctx: AgeAssuranceContext, request: FastifyRequest): boolean {
  return requirementFor(ctx, request.headers).isRequired && !readDeviceResult(request, ctx.cookieKey, ctx.clock())
}
