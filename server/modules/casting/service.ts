/** The casting form: applications to appear on the site, behind the captcha. */
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { Viewer } from '../../lib/viewer'
import type { Captcha } from '../captcha/index'
import type { Once, Outcome } from '../idempotency/index'
import { insertCastingApplication } from './repository'

export type CastingContext = { db: Db; clock: Clock; captcha: Captcha }

export type CastingInput = { name: string; email: string; whatsapp?: string; recaptcha?: string }

export async function applyForCasting(
  ctx: CastingContext,
  viewer: Viewer,
  input: CastingInput,
  once: Once,
): Promise<Outcome<{ data: { success: true } }>> {
  await ctx.captcha.verify(input.recaptcha)
  return once(async (tx) => {
    await insertCastingApplication(tx, {
      userId: viewer.userId,
      name: input.name,
      email: input.email,
      whatsapp: input.whatsapp ?? null,
      createdAt: ctx.clock(),
    })
    return { status: 201, body: { data: { success: true as const } } }
  })
}
