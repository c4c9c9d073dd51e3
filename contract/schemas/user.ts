import * as v from 'valibot'
import { LOCALES } from '../languages'

/** The current user. */
export const UserSchema = v.object({
  id: v.number(),
  username: v.string(),
  username_updated: v.boolean(),
  email: v.string(),
  email_verified: v.boolean(),
  created_at: v.string(),
  is_webstar: v.boolean(),
  membership_active: v.boolean(),
  membership_expires_at: v.nullable(v.string()),
  profile_pic: v.nullable(v.string()),
  model_id: v.nullable(v.number()),
  chat_id: v.nullable(v.string()),
  chat_email_notifications: v.boolean(),
  last_lang_code: v.nullable(v.picklist(LOCALES)),
})
export type User = v.InferOutput<typeof UserSchema>

/** What a login, a registration, a recovery or a refresh returns; the refresh token is a cookie. */
export const AuthSessionSchema = v.object({
  data: v.object({
    access_token: v.string(),
    token_type: v.literal('Bearer'),
    /** Seconds the access token lives. */
    expires_in: v.number(),
    user: UserSchema,
  }),
})
export type AuthSession = v.InferOutput<typeof AuthSessionSchema>

export const UnfinishedUserSchema = v.object({
  email: v.string(),
  finish_token: v.string(),
  username: v.nullable(v.string()),
})
export type UnfinishedUser = v.InferOutput<typeof UnfinishedUserSchema>

export const AppConfigSchema = v.object({
  data: v.object({
    /** Whether forms must carry a solved captcha (ALTCHA). */
    captcha: v.boolean(),
    social: v.object({ twitter: v.boolean(), google: v.boolean() }),
    creators_panel_url: v.string(),
    /** The DSN the app's error reporting (Sentry's SDK, through our tunnel) is set up with. */
    error_reporting_dsn: v.optional(v.string()),
    /** The development mailbox is available (no SMTP configured, never in a real deployment). */
    dev_mailbox: v.boolean(),
  }),
})
export type AppConfig = v.InferOutput<typeof AppConfigSchema>['data']
