/**
 * The casting form: name (4+), e-mail (valid, 4+), WhatsApp (4+ when given; the
 * spec's required message is not enforced) and the captcha. 201 on success.
 */
import * as v from 'valibot'
import { CaptchaSchema } from './auth'
import { SuccessSchema } from './common'
import { blankAsAbsent, plainText } from './text'

export const CASTING_RULE = { nameMin: 4, nameMax: 120, emailMin: 4, whatsappMin: 4, whatsappMax: 32 } as const

export const CastingBodySchema = v.strictObject({
  name: plainText(CASTING_RULE.nameMin, CASTING_RULE.nameMax),
  email: v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.toLowerCase(),
    v.minLength(CASTING_RULE.emailMin, 'min_length'),
    v.maxLength(254, 'max_length'),
    v.email('email'),
  ),
  whatsapp: blankAsAbsent(plainText(CASTING_RULE.whatsappMin, CASTING_RULE.whatsappMax)),
  recaptcha: CaptchaSchema,
})
export type CastingBody = v.InferInput<typeof CastingBodySchema>

export const CastingCreatedSchema = SuccessSchema
