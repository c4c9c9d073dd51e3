/**
 * A device's passed check: a cookie with the result's facts (method, level, when, until when) and
 * nothing about the person, signed so it cannot be made or stretched. A guest's only record of a
 * check; a member's devices get one from the account's result, so that pictures and streams, fetched
 * without the bearer token, open too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import {
  AGE_CHECK_METHODS,
  type AgeCheckMethod,
  ASSURANCE_LEVELS,
  type AssuranceLevel,
} from '../../../contract/schemas/age-check'
import { seal, unseal } from './sealed'

export const AGE_RESULT_COOKIE = 'velvet_age_check'
const PURPOSE = 'velvet age check device result'

const PayloadSchema = v.object({
  method: v.picklist(AGE_CHECK_METHODS),
  level: v.picklist(ASSURANCE_LEVELS),
  /** Seconds since the epoch. */
  verifiedAt: v.pipe(v.number(), v.integer()),
  expiresAt: v.pipe(v.number(), v.integer()),
})

export type PassedResult = { method: AgeCheckMethod; level: AssuranceLevel; verifiedAt: Date; expiresAt: Date }

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** The device's result when its cookie is authentic and not expired. */
export function readDeviceResult(request: FastifyRequest, key: string, now: Date): PassedResult | undefined {
  const payload = unseal(key, PURPOSE, request.cookies?.[AGE_RESULT_COOKIE], PayloadSchema)
  if (!payload || payload.expiresAt <= seconds(now)) return undefined
  return {
    method: payload.method,
    level: payload.level,
    verifiedAt: new Date(payload.verifiedAt * 1000),
    expiresAt: new Date(payload.expiresAt * 1000),
  }
}

export function setDeviceResult(
  reply: FastifyReply,
  options: { key: string; result: PassedResult; now: Date; secure: boolean },
): void {
  const { result } = options
  const value = seal(options.key, PURPOSE, {
    method: result.method,
    level: result.level,
    verifiedAt: seconds(result.verifiedAt),
    expiresAt: seconds(result.expiresAt),
  })
  reply.setCookie(AGE_RESULT_COOKIE, value, {
    httpOnly: true,
    secure: options.secure,
    sameSite: 'lax',
    path: '/',
    maxAge: Math.max(1, seconds(result.expiresAt) - seconds(options.now)),
  })
}
