/** Signing up, in and out: registration, the e-mail flows, login links and unfinished accounts. */
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import {
  AvailabilityQuerySchemas,
  EmailBodySchema,
  LoginBodySchema,
  RecoverBodySchema,
  RegisterBodySchema,
  UnfinishedUserQuerySchema,
  VerifyEmailBodySchema,
} from '../schemas/auth'
import { CommonQuerySchema, listEnvelope, SuccessSchema } from '../schemas/common'
import { AuthSessionSchema, UnfinishedUserSchema } from '../schemas/user'

/** ALTCHA challenge, as the widget expects it. */
const CaptchaChallengeSchema = v.object({
  algorithm: v.string(),
  challenge: v.string(),
  maxnumber: v.optional(v.number()),
  salt: v.string(),
  signature: v.string(),
})

const LoginTokenSchema = v.object({
  data: v.object({ token: v.string(), model_id: v.number(), expires_at: v.string() }),
})

export const captchaChallenge = endpoint({
  method: 'GET',
  path: '/api/altcha/challenge',
  query: CommonQuerySchema,
  response: CaptchaChallengeSchema,
})
export const unavailableUsernames = endpoint({
  method: 'GET',
  path: '/api/unavailable_usernames',
  query: AvailabilityQuerySchemas.username,
  response: listEnvelope(v.object({ username: v.string() })),
})
export const unavailableEmails = endpoint({
  method: 'GET',
  path: '/api/unavailable_emails',
  query: AvailabilityQuerySchemas.email,
  response: listEnvelope(v.object({ email: v.string() })),
})
export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  query: CommonQuerySchema,
  body: RegisterBodySchema,
  response: AuthSessionSchema,
})
export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  query: CommonQuerySchema,
  body: LoginBodySchema,
  response: AuthSessionSchema,
})
export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  query: CommonQuerySchema,
  response: SuccessSchema,
})
export const verifyEmail = endpoint({
  method: 'POST',
  path: '/api/auth/verify_email',
  query: CommonQuerySchema,
  body: VerifyEmailBodySchema,
  response: SuccessSchema,
})
export const sendVerificationEmail = endpoint({
  method: 'POST',
  path: '/api/auth/send_verification_email',
  query: CommonQuerySchema,
  body: EmailBodySchema,
  response: SuccessSchema,
})
export const sendRecoverEmail = endpoint({
  method: 'POST',
  path: '/api/auth/send_recover_email',
  query: CommonQuerySchema,
  body: EmailBodySchema,
  response: SuccessSchema,
})
export const recover = endpoint({
  method: 'POST',
  path: '/api/auth/recover',
  query: CommonQuerySchema,
  body: RecoverBodySchema,
  response: AuthSessionSchema,
})
export const loginTokens = endpoint({
  method: 'POST',
  path: '/api/auth/login_tokens',
  query: CommonQuerySchema,
  response: LoginTokenSchema,
})
export const unfinishedUsers = endpoint({
  method: 'GET',
  path: '/api/unfinished_users',
  query: UnfinishedUserQuerySchema,
  response: listEnvelope(UnfinishedUserSchema),
})
