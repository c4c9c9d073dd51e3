/**
 * Account form rules (001 §5), written once: the app validates with them before sending and the
 * server validates the same bodies. Messages are FIELD_MESSAGES keys, localised at each edge.
 */
import * as v from 'valibot'
import { isCommonPassword } from '../common-passwords'
import { LOCALES } from '../languages'
import { LIMITS } from '../limits'
import { CommonQueryEntries } from './common'
import { IdParamSchema, INT4_MAX, jsonInt } from './fields'

const required = (message: 'required' | 'email_username' | 'captcha' = 'required') =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message))

export const EmailSchema = v.pipe(required(), v.maxLength(254, 'max_length'), v.email('email'), v.toLowerCase())

/** At least the login identifier's minimum (LIMITS.loginIdentifierMin), so a username can always log in. */
export const USERNAME_RULE = { min: 4, max: 24, pattern: /^[a-z0-9_.]+$/ } as const

/** Usernames are lowercased before they are checked or sent (000 §4). */
export const UsernameSchema = v.pipe(
  required(),
  v.toLowerCase(),
  v.minLength(USERNAME_RULE.min, 'min_length'),
  v.maxLength(USERNAME_RULE.max, 'max_length'),
  v.regex(USERNAME_RULE.pattern, 'username_format'),
)

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
  // The confirmation is skipped when finishing a prefilled registration (001 §5).
  v.forward(
    v.partialCheck(
      [['email'], ['email_confirm'], ['finish_token']],
      (input) => Boolean(input.finish_token) || input.email_confirm === input.email,
      'same_as',
    ),
    ['email_confirm'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirm']],
      (input) => input.password === input.password_confirm,
      'same_as',
    ),
    ['password_confirm'],
  ),
)
export type RegisterBody = v.InferInput<typeof RegisterBodySchema>

export const PasswordLoginBodySchema = v.strictObject({
  type: v.optional(v.literal('password')),
  /** E-mail or username (001 §3). */
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
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
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

export const ChangeUsernameBodySchema = v.strictObject({ username: UsernameSchema })

export const EmailNotificationsBodySchema = v.strictObject({ enabled: v.boolean('required') })

export const LastLangBodySchema = v.strictObject({ code: v.picklist(LOCALES, 'one_of') })

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
