/**
 * The signed-in account's settings (username, e-mail notifications, interface language): rules the
 * app's shell already needs on its first screen, kept apart from the sign-up and sign-in forms'
 * rules (auth.ts), which only their own screens load.
 */
import * as v from 'valibot'
import { LOCALES } from '../languages'

/** A text that must be there once trimmed; the message names what is missing. */
export const requiredText = (message: 'required' | 'email_username' | 'captcha' = 'required') =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message))

/** At least the login identifier's minimum (LIMITS.loginIdentifierMin), so a username can always log in. */
export const USERNAME_RULE = { min: 4, max: 24, pattern: /^[a-z0-9_.]+$/ } as const

/** Usernames are lowercased before they are checked or sent. */
export const UsernameSchema = v.pipe(
  requiredText(),
  v.toLowerCase(),
  v.minLength(USERNAME_RULE.min, 'min_length'),
  v.maxLength(USERNAME_RULE.max, 'max_length'),
  v.regex(USERNAME_RULE.pattern, 'username_format'),
)

export const ChangeUsernameBodySchema = v.strictObject({ username: UsernameSchema })

export const EmailNotificationsBodySchema = v.strictObject({ enabled: v.boolean('required') })

export const LastLangBodySchema = v.strictObject({ code: v.picklist(LOCALES, 'one_of') })
