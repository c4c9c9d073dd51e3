/**
 * Business constants from the spec (000 §9, 001 §9), shared by the app, the service worker and
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
  maintenanceRetryMs: [5000, 15000],
  chunkLoadTimeoutMs: 120_000,
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
