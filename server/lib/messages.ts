/**
 * Server-side texts: error messages by code and field messages by key, in the server's catalog
 * (server/lib/i18n.ts) like every other server text. API responses carry them in the caller's
 * language for API clients and logs; the app shows its own words for the same codes.
 */
import type { ErrorCode, FieldMessage } from '../../contract/errors'
import type { Locale } from '../../contract/languages'
import type { FieldIssue } from './app-error'
import { type MessageDescriptor, serverText } from './i18n'

const ERROR_TEXTS: Record<ErrorCode, MessageDescriptor> = {
  bad_request: /*i18n*/ { id: 'The request is malformed.' },
  unauthenticated: /*i18n*/ { id: 'Please log in to continue.' },
  session_stolen: /*i18n*/ {
    id: 'For your safety you were signed out: your session was used on another device. Please log in again.',
  },
  invalid_credentials: /*i18n*/ { id: 'The user and/or password are not correct.' },
  insufficient_tokens: /*i18n*/ { id: 'You do not have enough tokens.' },
  forbidden: /*i18n*/ { id: 'You are not allowed to do this.' },
  membership_required: /*i18n*/ { id: 'Full videos are for members. Subscribe to watch.' },
  not_downloadable: /*i18n*/ { id: 'This video cannot be downloaded.' },
  banned: /*i18n*/ { id: 'This account has been banned.' },
  likes_disabled: /*i18n*/ { id: 'Likes are turned off for this post.' },
  post_locked: /*i18n*/ { id: 'This post is locked. Unlock it to see and write comments.' },
  chat_subscription_required: /*i18n*/ { id: 'Subscribe to chat with this creator.' },
  chat_closed: /*i18n*/ { id: "This creator's chat is closed." },
  own_chat: /*i18n*/ { id: 'You cannot open a chat with yourself.' },
  account_disabled: /*i18n*/ { id: 'This account has been disabled.' },
  not_found: /*i18n*/ { id: 'Not found.' },
  method_not_allowed: /*i18n*/ { id: 'This method is not allowed here.' },
  conflict: /*i18n*/ { id: 'This conflicts with the current state.' },
  idempotency_in_flight: /*i18n*/ { id: 'The same request is still being processed.' },
  gone: /*i18n*/ { id: 'This is no longer available.' },
  payload_too_large: /*i18n*/ { id: 'The request is too large.' },
  unsupported_media_type: /*i18n*/ { id: 'This content type is not supported.' },
  validation_failed: /*i18n*/ { id: 'Some fields are not valid.' },
  idempotency_mismatch: /*i18n*/ { id: 'This idempotency key was used with a different request.' },
  email_unverified: /*i18n*/ { id: 'Please verify your e-mail address first.' },
  rate_limited: /*i18n*/ { id: 'Too many attempts. Please wait a moment and try again.' },
  age_verification_required: /*i18n*/ {
    id: 'Where you are, the law asks us to check your age before showing adult content.',
  },
  age_check_unavailable: /*i18n*/ { id: 'The age check could not start. Please try again or choose another method.' },
  internal: /*i18n*/ { id: 'Something went wrong on our side. Please try again.' },
  maintenance: /*i18n*/ { id: 'We are doing some maintenance. Please come back in a moment.' },
  invalid_signature: /*i18n*/ { id: 'The signature of this notification is not valid.' },
  trial_not_available: /*i18n*/ {
    id: 'The free trial is not available for this account, card or connection. You can continue without the trial and without the promotion.',
  },
  promotion_not_available: /*i18n*/ {
    id: 'This promotion cannot be used for this payment. You can continue without the promotion.',
  },
  login_required: /*i18n*/ { id: 'Please log in to complete this purchase.' },
  processor_already_failed: /*i18n*/ {
    id: 'You already tried this payment processor without success. Please choose another payment method.',
  },
  payment_not_possible: /*i18n*/ { id: 'This payment cannot be made right now.' },
  invalid_promotional_code: /*i18n*/ { id: 'This promotional code is not valid.' },
  invalid_referral_code: /*i18n*/ { id: 'This referral code is not valid.' },
  callback_rejected: /*i18n*/ { id: 'This notification does not match the payment.' },
  own_content: /*i18n*/ { id: 'You cannot tip or unlock your own content.' },
  spending_limit_reached: /*i18n*/ { id: 'This would go over the spending limit you set.' },
  invalid_code: /*i18n*/ { id: 'The code is not correct.' },
  code_expired: /*i18n*/ { id: 'This code has expired. Ask for a new one.' },
  invalid_link: /*i18n*/ { id: 'This link is not valid or has expired.' },
  confirmation_required: /*i18n*/ { id: 'Please confirm this amount.' },
  price_changed: /*i18n*/ { id: 'The price of this post has changed.' },
  not_unlockable: /*i18n*/ { id: 'This post cannot be unlocked with tokens. Subscribe to see it.' },
  not_cancellable: /*i18n*/ { id: 'This subscription does not renew, so there is nothing to cancel.' },
  call_not_found: /*i18n*/ { id: 'This video call does not exist.' },
}

const FIELD_TEXTS: Record<FieldMessage, MessageDescriptor> = {
  required: /*i18n*/ { id: 'This field is required.' },
  accepted: /*i18n*/ { id: 'This must be accepted.' },
  email: /*i18n*/ { id: 'Enter a valid e-mail address.' },
  same_as: /*i18n*/ { id: 'The values do not match.' },
  not_in_use: /*i18n*/ { id: 'This is already in use.' },
  captcha: /*i18n*/ { id: 'Please complete the captcha.' },
  email_username: /*i18n*/ { id: 'Enter your e-mail or username.' },
  min_length: /*i18n*/ { id: 'Must be at least {n} characters.' },
  max_length: /*i18n*/ { id: 'Must be at most {n} characters.' },
  min_value: /*i18n*/ { id: 'Must be at least {n}.' },
  max_value: /*i18n*/ { id: 'Must be at most {n}.' },
  integer: /*i18n*/ { id: 'Must be a whole number.' },
  one_of: /*i18n*/ { id: 'This value is not allowed.' },
  invalid: /*i18n*/ { id: 'This value is not valid.' },
  username_format: /*i18n*/ { id: 'Use only lowercase letters, numbers, dots and underscores.' },
  password_common: /*i18n*/ { id: 'This password is too common. Choose another one.' },
}

export function errorText(code: ErrorCode, locale: Locale): string {
  return serverText(locale)(ERROR_TEXTS[code])
}

export function fieldText(issue: FieldIssue, locale: Locale): string {
  return serverText(locale)(FIELD_TEXTS[issue.message], { n: String(issue.requirement ?? '') })
}
