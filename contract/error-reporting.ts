/**
 * Client error reporting (R-CONST-12): the app reports errors with Sentry's browser SDK,
 * for a sample of 1 in 100 of them, through our server's tunnel (Sentry's `tunnel` option), which
 * forwards them to Sentry (SENTRY_DSN) or keeps them for the operator.
 */
export const ERROR_REPORTING = {
  /** Share of errors reported (the spec's error-reporting sampling rate). */
  sampleRate: 0.01,
  /** Where the SDK sends its envelopes: our own origin, so no third party sees the visitor. */
  tunnelPath: '/api/client_errors',
} as const
