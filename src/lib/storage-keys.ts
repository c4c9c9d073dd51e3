/** Local storage keys. */
export const STORAGE_KEYS = {
  ageAccepted: 'velvet.age-accepted',
  siteType: 'velvet.site-type',
  locale: 'velvet.locale',
  cookieConsent: 'velvet.cookie-consent',
  sessionHint: 'velvet.session',
  loginMode: 'velvet.login-mode',
  /** Why the last session ended, when the next sign-in screen must say it (a stolen session). */
  signOutNotice: 'velvet.sign-out-notice',
  /** An action a guest started before logging in (features/session/after-login.ts). */
  afterLogin: 'velvet.after-login',
  /** When the install offer was last turned down (epoch ms). */
  installDismissed: 'velvet.install-dismissed',
  /** The click id of the ad or affiliate link the visitor landed from (lib/click-id.ts). */
  clickId: 'velvet.click-id',
  /** Cards that failed on a payment, with the processor's answer. */
  failedCards: 'failedCards',
  /** The payment method of the last failed payment. */
  paymentFailed: 'paymentFailed',
  /** Whose failedCards and paymentFailed these are: a user id, or null for a guest. */
  paymentFailedOwner: 'velvet.payment-failed-owner',
  /** Payments started here: the guest's token to read them back and what was bought (features/purchase). */
  startedPayments: 'velvet.started-payments',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
