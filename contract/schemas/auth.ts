/**
 * Account form rules, written once: the app validates with them before sending and the
 * server validates the same bodies. Messages are FIELD_MESSAGES keys, localised at each edge.
 */
import * as v from 'valibot'
import { isCommonPassword } from '../common-passwords'
import { LIMITS } from '../limits'
import { requiredText as required, UsernameSchema } from './account-settings'
import { CommonQueryEntries } from './common'
import { IdParamSchema, INT4_MAX, jsonInt } from './fields'

export const EmailSchema = v.pipe(required(), v.maxLength(254, 'max_length'), v.email('email'), v.toLowerCase())

export const PASSWORD_RULE = { min: 8, max: 128 } as const

/** A new password: long enough and not one of the passwords attackers try first. */
export const NewPasswordSchema = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.minLength(PASSWORD_RULE.min, 'min_length'),
  v.maxLength(PASSWORD_RULE.max, 'max_length'),
  v.check((password) => !isCommonPassword(password), 'password_common'),
)

/** The solved ALTCHA payload; required only when the server has captcha on (see app_config). */
export const CaptchaSchema = v.optional(v.pipe(v.string('captcha'), v.maxLength(4096, 'max_length')))

const accepted = v.literal(true, 'accepted')

/**
 * What was typed in another field of the form, read even when that field's own rules failed: a
 * confirmation is compared with it, so submitting an invalid form flags the confirmation at once
 * instead of only after its field is fixed.
 */
function typedText(input: object, field: string): string {
  const value = (input as Record<string, unknown>)[field]
  return typeof value === 'string' ? value : ''
}

function typedEmail(input: object, field: string): string {
  return typedText(input, field).trim().toLowerCase()
}

/** A confirmation left empty is only 'required'; once typed, it must equal its field. */
function confirms(confirmation: string | undefined, typed: string): boolean {
  return !confirmation || confirmation === typed
}

export const RegisterBodySchema = v.pipe(
  v.strictObject({
    email: EmailSchema,
    email_confirm: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase())),
    username: UsernameSchema,
    password: NewPasswordSchema,
    password_confirm: v.string('required'),
    recaptcha: CaptchaSchema,
    over_age: accepted,
    use_of_images: accepted,
    terms: accepted,
    finish_token: v.optional(v.pipe(v.string(), v.maxLength(128, 'max_length'))),
    /** The guest purchase this registration finishes (`/finish?token=…&payment_id=…`); needs finish_token. */
    payment_id: v.optional(IdParamSchema),
  }),
  // Confirmations: required, then equal to their field. The e-mail's is skipped when
  // finishing a prefilled registration.
  v.forward(
    v.partialCheck(
      [['email_confirm'], ['finish_token']],
      (input) => Boolean(input.finish_token) || Boolean(input.email_confirm),
      'required',
    ),
    ['email_confirm'],
  ),
  v.forward(
    v.partialCheck(
      [['email_confirm'], ['finish_token']],
      (input) => Boolean(input.finish_token) || confirms(input.email_confirm, typedEmail(input, 'email')),
      'same_as',
    ),
    ['email_confirm'],
  ),
  v.forward(
    v.partialCheck([['password_confirm']], (input) => input.password_confirm !== '', 'required'),
    ['password_confirm'],
  ),
  v.forward(
    v.partialCheck(
      [['password_confirm']],
      (input) => confirms(input.password_confirm, typedText(input, 'password')),
      'same_as',
    ),
    ['password_confirm'],
  ),
)
export type RegisterBody = v.InferInput<typeof RegisterBodySchema>

export const PasswordLoginBodySchema = v.strictObject({
  type: v.optional(v.literal('password')),
  /** E-mail or username. */
  email: v.pipe(
    required('email_username'),
    v.minLength(LIMITS.loginIdentifierMin, 'min_length'),
    v.maxLength(254, 'max_length'),
  ),
  password: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(PASSWORD_RULE.max, 'max_length')),
  recaptcha: CaptchaSchema,
  remember_me: v.optional(v.boolean()),
})

export const TokenLoginBodySchema = v.strictObject({
  type: v.literal('token_login'),
  token: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(256, 'max_length')),
  model_id: jsonInt(1, INT4_MAX),
})

export const LoginBodySchema = v.variant('type', [TokenLoginBodySchema, PasswordLoginBodySchema])
export type LoginBody = v.InferInput<typeof LoginBodySchema>

export const EmailBodySchema = v.strictObject({ email: EmailSchema })

export const RecoverBodySchema = v.pipe(
  v.strictObject({
    email: EmailSchema,
    token: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(256, 'max_length')),
    password: NewPasswordSchema,
    password_confirmation: v.string('required'),
    recaptcha: CaptchaSchema,
  }),
  v.forward(
    v.partialCheck([['password_confirmation']], (input) => input.password_confirmation !== '', 'required'),
    ['password_confirmation'],
  ),
  v.forward(
    v.partialCheck(
      [['password_confirmation']],
      (input) => confirms(input.password_confirmation, typedText(input, 'password')),
      'same_as',
    ),
    ['password_confirmation'],
  ),
)
export type RecoverBody = v.InferInput<typeof RecoverBodySchema>

export const VerifyEmailBodySchema = v.strictObject({
  email: EmailSchema,
  token: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(256, 'max_length')),
})

export const AvailabilityQuerySchemas = {
  username: v.strictObject({
    ...CommonQueryEntries,
    username: v.pipe(v.string('required'), v.trim(), v.toLowerCase(), v.maxLength(64, 'max_length')),
  }),
  email: v.strictObject({
    ...CommonQueryEntries,
    email: v.pipe(v.string('required'), v.trim(), v.toLowerCase(), v.maxLength(254, 'max_length')),
  }),
}

export const UnfinishedUserQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  finish_token: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(128, 'max_length')),
  limit: v.optional(v.literal('1')),
})
