/**
 * Sentry's browser SDK, set up for the app: its own chunk, loaded on the page's first error
 * (error-reporting-start.ts). Errors go through our tunnel, a sample of 1 in 100
 * (R-CONST-12), with no personal data and no session tracking (a session update on every page view
 * would not be sampled).
 */
import { type BrowserOptions, init } from '@sentry/browser'
import { ERROR_REPORTING } from '../../../contract/error-reporting'

export function errorReportingOptions(dsn: string): BrowserOptions {
  return {
    dsn,
    tunnel: ERROR_REPORTING.tunnelPath,
    sampleRate: ERROR_REPORTING.sampleRate,
    release: __APP_VERSION__,
    // Nobody's identity, cookies or request bodies, and no query strings (mailed links carry tokens).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
    },
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
  }
}

export function startSdk(dsn: string): void {
  init(errorReportingOptions(dsn))
}
