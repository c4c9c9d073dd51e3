/** Accounts: the app's configuration, the session's refresh and the account screens (signing up and in: sign-in.ts). */
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { ChangeUsernameBodySchema, EmailNotificationsBodySchema, LastLangBodySchema } from '../schemas/account-settings'
import { CommonQuerySchema, itemEnvelope, SuccessSchema } from '../schemas/common'
import { AppConfigSchema, AuthSessionSchema, UserSchema } from '../schemas/user'

export const appConfig = endpoint({
  method: 'GET',
  path: '/api/app_config',
  query: CommonQuerySchema,
  response: AppConfigSchema,
})
export const refresh = endpoint({
  method: 'POST',
  path: '/api/auth/refresh',
  query: CommonQuerySchema,
  response: AuthSessionSchema,
})
export const me = endpoint({
  method: 'GET',
  path: '/api/users/me',
  query: CommonQuerySchema,
  response: itemEnvelope(UserSchema),
})
export const lastLang = endpoint({
  method: 'POST',
  path: '/api/user_last_lang',
  query: CommonQuerySchema,
  body: LastLangBodySchema,
  response: SuccessSchema,
})
export const changeUsername = endpoint({
  method: 'POST',
  path: '/api/chat/change_username',
  query: CommonQuerySchema,
  body: ChangeUsernameBodySchema,
  response: itemEnvelope(UserSchema),
})
export const emailNotifications = endpoint({
  method: 'POST',
  path: '/api/chat/update_email_notifications',
  query: CommonQuerySchema,
  body: EmailNotificationsBodySchema,
  response: v.object({ success: v.literal(true), enabled: v.boolean() }),
})
/** Multipart upload (field `file`); the body is checked by the handler, not by a schema. */
export const profilePicture = endpoint({
  method: 'POST',
  path: '/api/users/me/profile_picture',
  query: CommonQuerySchema,
  response: itemEnvelope(UserSchema),
})
