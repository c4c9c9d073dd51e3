/**
 * The one error model: services throw an error code, the server maps it to
 * an HTTP status and a localised message, and the app maps the same code to translated text.
 */

export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  /**
   * The session was ended because its refresh token was used from two devices (a copied cookie):
   * the app tells its owner on the sign-in screen.
   */
  session_stolen: 401,
  /** A spend (tip, unlock) above the wallet's balance: the app offers to buy tokens. */
  insufficient_tokens: 402,
  forbidden: 403,
  /** A processor callback whose signature (or origin) does not verify. */
  invalid_signature: 403,
  /** Full videos are for members: the app offers a subscription. */
  membership_required: 403,
  /** Trailers, and videos the player cannot play, are never downloaded. */
  not_downloadable: 403,
  banned: 403,
  /** The post has likes turned off (interaction.likes_enabled false). */
  likes_disabled: 403,
  /** The viewer may not see this post, so may not comment on it or read its comments. */
  post_locked: 403,
  /** Chat with a creator needs a subscription: the app offers one. */
  chat_subscription_required: 403,
  /** The creator has closed their chat (hide_chat). */
  chat_closed: 403,
  /** A creator's own chat button: nobody chats with themselves. */
  own_chat: 403,
  /** A creator cannot tip or unlock their own content. */
  own_content: 403,
  /** The spend would pass the daily or monthly cap the member set (body: limit, cap, spent). */
  spending_limit_reached: 403,
  /** Unsubscribe code wrong (403 invalid code). */
  invalid_code: 403,
  /** Unsubscribe code expired, replaced by a newer one, or dead after too many wrong guesses: ask for a new one. */
  code_expired: 403,
  /** A one-click cancel link that is forged, for another purpose, or expired. */
  invalid_link: 403,
  not_found: 404,
  method_not_allowed: 405,
  account_disabled: 403,
  conflict: 409,
  idempotency_in_flight: 409,
  /** The spend is above the member's confirmation threshold: resend with confirm: true (body: threshold). */
  confirmation_required: 409,
  /** The post's price is not the tokens sent: show the new price (body: tokens) and ask again. */
  price_changed: 409,
  /** The post is not sold for tokens (normal and premium posts open with a subscription). */
  not_unlockable: 409,
  /** Nothing to cancel: the subscription does not renew (one-time plan, already canceled or ended). */
  not_cancellable: 409,
  /**
   * Purchase flow. 409: the free trial cannot be had (account, card or IP already used):
   * resend with accept_no_trial and accept_no_promo. 410: the promotion does not apply with this
   * method: resend with accept_no_promo. 411: log in first (the e-mail has an account, or tokens
   * need one). 412: this buyer already failed with this processor. 413: the server's message says why.
   */
  trial_not_available: 409,
  gone: 410,
  promotion_not_available: 410,
  login_required: 411,
  processor_already_failed: 412,
  payload_too_large: 413,
  payment_not_possible: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  /** A video call room that does not exist, or is not the viewer's (422, only logged). */
  call_not_found: 422,
  idempotency_mismatch: 422,
  invalid_promotional_code: 422,
  /** The referral (QR) code is unknown or inactive. */
  invalid_referral_code: 422,
  /** A processor's callback was authentic but did not match the payment (amount, currency, reference). */
  callback_rejected: 422,
  email_unverified: 423,
  rate_limited: 429,
  /**
   * The visitor's region asks for an age check before adult content and none has passed here (body:
   * methods, region): the app opens its age check screen. 451: unavailable for legal reasons.
   */
  age_verification_required: 451,
  internal: 500,
  /** The age check provider did not answer when a check was started: try again, or another method. */
  age_check_unavailable: 502,
  maintenance: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value)
}

/**
 * Message keys for field errors. Schemas use these keys as their valibot
 * messages; the server and the app turn them into sentences in the user's language.
 */
export const FIELD_MESSAGES = [
  'required',
  'accepted',
  'email',
  'same_as',
  'not_in_use',
  'captcha',
  'email_username',
  'min_length',
  'max_length',
  'min_value',
  'max_value',
  'integer',
  'one_of',
  'invalid',
  'username_format',
  'password_common',
] as const

export type FieldMessage = (typeof FIELD_MESSAGES)[number]

export function isFieldMessage(value: unknown): value is FieldMessage {
  return typeof value === 'string' && (FIELD_MESSAGES as readonly string[]).includes(value)
}
