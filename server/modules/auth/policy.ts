/** Lifetimes and thresholds of the account rules, in one place. */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const AUTH_POLICY = {
  /** Access tokens are short; the app refreshes them at 90% of this. */
  accessTokenSeconds: 15 * 60,
  /** Idle lifetime of a session (remember-me or not); each refresh extends it. */
  sessionMs: 30 * DAY,
  /**
   * A refresh whose answer never arrived (the app closed mid-request, the network dropped) is
   * retried with the token already used. Within this time, and only while the token minted for the
   * lost answer is unused, that retry gets the same token again instead of counting as theft (reuse).
   */
  refreshRetryGraceMs: 5 * MINUTE,
  verifyEmailMs: 48 * HOUR,
  recoverPasswordMs: 1 * HOUR,
  loginTokenMs: 5 * MINUTE,
  /** A passkey ceremony's challenge is answered within this time, once, or not at all. */
  passkeyChallengeMs: 5 * MINUTE,
  unfinishedUserMs: 30 * DAY,
  /**
   * Failed logins. Nobody can lock an account for its owner: 5 failures on an account from one
   * address within 15 minutes lock that address (only) out of that account for 15 minutes. From a
   * network the owner has signed in from, they ask for a solved captcha instead, up to
   * `ownNetworkMaxFailures`. The owner hears of a lock by e-mail, once per `lockNoticeMs`.
   */
  lockout: { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  ownNetworkMaxFailures: 20,
  /** Credential stuffing: 50 failures from one address over any accounts lock it out of logging in. */
  addressLockout: { maxFailures: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  lockNoticeMs: 15 * MINUTE,
  /** A network the owner signed in from counts as theirs for this long after the last time. */
  knownNetworkMs: 90 * DAY,
  /** At most one e-mail of a kind per address in this time, however often it is asked for. */
  mailCooldownMs: 1 * MINUTE,
} as const

/** Per-IP limits, on top of the per-account lockout. */
export const RATE_LIMITS = {
  login: { max: 20, timeWindow: MINUTE },
  register: { max: 10, timeWindow: 15 * MINUTE },
  recover: { max: 10, timeWindow: 15 * MINUTE },
  verifyEmail: { max: 20, timeWindow: 15 * MINUTE },
  sendMail: { max: 5, timeWindow: 15 * MINUTE },
  availability: { max: 60, timeWindow: MINUTE },
  unfinishedUsers: { max: 30, timeWindow: MINUTE },
  refresh: { max: 60, timeWindow: MINUTE },
  social: { max: 20, timeWindow: MINUTE },
  loginTokens: { max: 20, timeWindow: MINUTE },
  /** Signing in with a passkey: its options and the answer, each. */
  passkeyLogin: { max: 20, timeWindow: MINUTE },
  /** The account's passkeys: listing, adding, renaming, removing. */
  passkeys: { max: 30, timeWindow: MINUTE },
} as const
