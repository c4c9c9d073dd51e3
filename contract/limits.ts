/**
 * Business constants from the spec, shared by the app, the service worker and
 * the server so a page size or a delay is written once.
 */

export const PAGE_SIZE = {
  posts: 10,
  webstars: 18,
  outstanding: 56,
  categories: 256,
  movies: 16,
  modelsGrid: 40,
  faqs: 999,
  table: 5,
  moneyTable: 10,
  countries: 9999,
  /** Countries in the purchase-options flow (`payable=1`). */
  payableCountries: 999,
  subdivisions: 9999,
} as const

/** Largest page a client may ask for on generic lists; the spec's 999/9999 lists have their own caps. */
export const MAX_PER_PAGE = 100

export const TIMING = {
  longPressMs: 500,
  carouselAutoplayMs: 6000,
  carouselSpeedMs: 1000,
  toastMs: 3000,
  sheetCloseMs: 200,
  reportAutoCloseMs: 5000,
  claimAutoCloseMs: 5000,
  castingRedirectMs: 3000,
  previewHideMs: 1000,
  scrollThrottleMs: 500,
  paymentPollFirstMs: 3000,
  paymentPollEveryMs: 5000,
  promoDebounceMs: 1000,
  /** The payment button's loading indicator clears this long after a successful response. */
  paymentLoadingClearMs: 2500,
  maintenanceRetryMs: [5000, 15000],
  chunkLoadTimeoutMs: 120_000,
  /** The unsubscribe dialog's promos step keeps its reject button disabled this long. */
  unsubscribePromoCountdownMs: 10_000,
} as const

export const LAYOUT = {
  desktopMinPx: 768,
  mobileTableMaxPx: 650,
  sidePanelMaxPx: 260,
  /** Webstars lists start loading the next page when the scroll is this close to the bottom. */
  webstarsPrefetchPx: 900,
} as const

export const LIMITS = {
  minTokens: 3,
  tokenMessageMax: 200,
  reportReasonMax: 500,
  reportEmailMin: 4,
  loginIdentifierMin: 4,
  aboutCut: 128,
  aboutCutHiddenMenu: 512,
  /** About text is cut only when longer than this factor times the cut. */
  aboutCutFactor: 1.25,
  ageThreshold: 18,
} as const

export const FLAGS = {
  googleLogin: false,
  twitterLogin: true,
  chat: true,
  notifications: true,
  attachments: false,
  claims: true,
  filters: false,
  autoVideoQuality: true,
} as const

/** Card and billing form limits. */
export const CARD_RULES = {
  numberMin: 14,
  numberMax: 16,
  keyMin: 3,
  keyMax: 4,
  /** The device-data step sends the card's first six digits. */
  binLength: 6,
  billingTextMax: 255,
  zipMax: 20,
} as const

/** Money rules of the purchase flow. */
export const PURCHASE = {
  /** Shown as fees per transaction: gateway 1.99 and admin 0.99 USD plus VAT. */
  gatewayFeeUsd: 1.99,
  adminFeeUsd: 0.99,
  /** The legacy channel add-on is sold at this discount off the site membership. */
  legacyAddonDiscountPercent: 67,
  /** The currency plan amounts are written in; others are converted with amount_to_usd. */
  baseCurrency: 'USD',
  /** Failed payments on one method within this window count towards 412 (already tried this processor). */
  failureWindowHours: 24,
  /** From this many failed payments on one method in the window, that method answers 412. */
  failuresBeforeBlock: 2,
  /**
   * A payment recorded pending whose processor never answered (neither to starting it nor by a
   * callback) is canceled as expired after this long: nothing was charged, its promotion's use is
   * given back, and the buyer's payments list shows it ended.
   */
  unansweredPaymentExpiryMinutes: 60,
  /** Languages the VPN warning popup is written in. */
  vpnPopupLanguages: ['tr', 'en', 'it', 'es'],
} as const

/** Token spends (tips and unlocks) and the wallet's lists. */
export const WALLET = {
  /** A tip (send tokens) is at least this many tokens, a whole number. */
  minTip: LIMITS.minTokens,
  /** Largest single spend; anything above is a typing mistake, refused with max_value. */
  maxSpend: 100_000,
  tipMessageMax: LIMITS.tokenMessageMax,
  /** Token transactions: 10 a page (the token, payment and subscription tables). */
  pageSize: PAGE_SIZE.moneyTable,
  /** Per-creator spending: any other account table, 5 a page. */
  spendingPageSize: PAGE_SIZE.table,
  /** Spending limits a member sets: caps and the confirmation threshold, in tokens. */
  limitMax: 1_000_000,
  /** The daily cap counts the last 24 hours, the monthly cap the last 30 days (rolling, no time zone). */
  dailyWindowHours: 24,
  monthlyWindowDays: 30,
} as const

/** Subscription lifecycle (renewals, retries, grace) and the unsubscribe flow. */
export const SUBSCRIPTIONS = {
  /** After a renewal charge fails, access continues this long while the charge is retried. */
  graceDays: 3,
  /** Retries of a failed renewal, in hours after the previous attempt (within the grace period). */
  retryAfterHours: [24, 48],
  /** The renewal reminder e-mail goes out this long before each charge (half the period for shorter plans). */
  reminderDaysBefore: 3,
  /** Free days a retention offer adds when accepted; one accepted offer per subscription a year. */
  retentionOfferDays: 7,
  /** The unsubscribe code mailed to the member: six digits, valid 10 minutes, dead after 5 wrong guesses. */
  codeLength: 6,
  codeTtlMinutes: 10,
  codeMaxWrongGuesses: 5,
  /** The one-click cancel link in a reminder e-mail stays valid this long. */
  cancelLinkDays: 30,
} as const

/** Movies members take offline (the download licence and the app's store of downloads). */
export const DOWNLOADS = {
  /** A download plays this long at most without the app reaching the server to check it again. */
  maxOfflineDays: 30,
  /** Downloads one re-check may ask about (the app sends all of the device's at once). */
  maxCheckedMovies: 100,
} as const
