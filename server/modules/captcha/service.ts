/**
 * ALTCHA proof-of-work captcha (v1 challenges, which the altcha widget solves): challenges are
 * HMAC-signed with the server's key and expire after 10 minutes; a solution is accepted once.
 */
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import * as v from 'valibot'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { claimCaptchaSignature } from './repository'

const CHALLENGE_MS = 10 * 60_000

const PayloadSchema = v.object({
  algorithm: v.literal('SHA-256'),
  challenge: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  number: v.pipe(v.number(), v.integer(), v.minValue(0)),
  salt: v.pipe(v.string(), v.maxLength(512)),
  signature: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
})

export type CaptchaChallenge = {
  algorithm: string
  challenge: string
  maxnumber?: number
  salt: string
  signature: string
}

export type Captcha = {
  isEnabled: boolean
  createChallenge: () => Promise<CaptchaChallenge>
  /** Throws a 422 on the `recaptcha` field unless the payload is a fresh, unused solution (when captchas are on). */
  verify: (payload: string | undefined) => Promise<void>
  /** The same check even when captchas are off: where a rule asks for one (a login lock on the owner's network). */
  verifyAlways: (payload: string | undefined) => Promise<void>
}

export function createCaptcha(deps: {
  db: Db
  clock: Clock
  secret: string
  isEnabled: boolean
  complexity: number
}): Captcha {
  const reject = (detail: string) =>
    new AppError('validation_failed', { issues: { recaptcha: [{ message: 'captcha' }] }, detail })

  return {
    isEnabled: deps.isEnabled,
    createChallenge: () =>
      createChallenge({
        hmacKey: deps.secret,
        algorithm: 'SHA-256',
        maxnumber: deps.complexity,
        expires: new Date(deps.clock().getTime() + CHALLENGE_MS),
      }),
    verify: async (raw) => {
      if (deps.isEnabled) await check(raw)
    },
    verifyAlways: (raw) => check(raw),
  }

  async function check(raw: string | undefined): Promise<void> {
    if (!raw) throw reject('captcha missing')
    const payload = decode(raw)
    if (!payload) throw reject('captcha malformed')
    // Expiry is checked here against the injected clock; a challenge without one is not ours.
    const expires = Number(extractParams(payload).expires)
    const now = deps.clock()
    if (!Number.isInteger(expires) || expires * 1000 <= now.getTime()) throw reject('captcha expired')
    if (!(await verifySolution(payload, deps.secret, false))) throw reject('captcha invalid')
    if (!(await claimCaptchaSignature(deps.db, payload.signature, new Date(expires * 1000), now))) {
      throw reject('captcha replayed')
    }
  }
}

function decode(raw: string): v.InferOutput<typeof PayloadSchema> | undefined {
  try {
    const parsed = v.safeParse(PayloadSchema, JSON.parse(Buffer.from(raw, 'base64').toString('utf8')))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}
