/**
 * The one interface every age check provider implements, one file each (like the payment drivers):
 * start a check and say where the visitor goes to take it, then verify what comes back, from the
 * visitor's browser (the return) or from the provider's server (the callback). Verified means signed
 * by the provider, or read from the provider's own API with our key: a return or a callback is only
 * ever a hint of which check to look at, never the result itself unless signed.
 */

import type { Locale } from '../../../../contract/languages'
import type { AgeCheckMethod, AssuranceLevel } from '../../../../contract/schemas/age-check'

export const PROVIDER_KEYS = ['sandbox', 'yoti'] as const
export type ProviderKey = (typeof PROVIDER_KEYS)[number]

/** A finished check: over 18 yes or no, or `null` when the provider could not tell (an unsure estimation). */
export type AgeCheckResult = {
  over18: boolean | null
  method: AgeCheckMethod
  /** How sure a passed result is. */
  level: AssuranceLevel
  /** The provider's own end to the result, when it gives one; ours (the re-check period) applies too. */
  expiresAt: Date | null
}

export type AgeCheckOutcome =
  | { kind: 'result'; result: AgeCheckResult }
  /** The visitor gave up at the provider, or the provider's session expired. */
  | { kind: 'canceled' }
  /** Not finished yet (a document still being reviewed): a later callback or return will say. */
  | { kind: 'pending' }

/** A verified answer about one of our checks, named by our reference. */
export type ProviderAnswer = { reference: string; outcome: AgeCheckOutcome }

/** The check as we started it, for a provider that reads the result from its API. */
export type StartedCheck = { reference: string; providerReference: string | null; method: AgeCheckMethod }

/** How a provider finds one of our checks from what came back (our reference, or its own id). */
export type FindCheck = (by: { reference: string } | { providerReference: string }) => Promise<StartedCheck | undefined>

export type StartRequest = {
  reference: string
  method: AgeCheckMethod
  locale: Locale
  /** Our return URL, absolute; it carries our reference. */
  returnUrl: string
  /** Our callback URL for the provider's server, absolute. */
  callbackUrl: string
}

export type StartedAtProvider = {
  /** Where the visitor goes to take the check. */
  redirectUrl: string
  /** The provider's own id for it. */
  providerReference: string | null
}

export type ProviderRequest = {
  rawBody: string
  headers: Record<string, string | string[] | undefined>
  query: Record<string, unknown>
}

/** A rejection to record: the answer was not authentic, or named no check of ours. */
export class ProviderRejection extends Error {
  constructor(
    readonly reason: string,
    readonly reference: string | null = null,
    /** Not signed by the provider (403), rather than authentic but naming nothing we know (422). */
    readonly isForged = true,
  ) {
    super(reason)
    this.name = 'ProviderRejection'
  }
}

export type AgeCheckProvider = {
  key: ProviderKey
  mode: 'sandbox' | 'live'
  methods: readonly AgeCheckMethod[]
  start: (request: StartRequest) => Promise<StartedAtProvider>
  /** The visitor's browser back from the provider; throws ProviderRejection when it cannot be trusted. */
  verifyReturn: (request: ProviderRequest, find: FindCheck) => Promise<ProviderAnswer>
  /** The provider's server telling us; throws ProviderRejection when it cannot be trusted. */
  verifyCallback: (request: ProviderRequest, find: FindCheck) => Promise<ProviderAnswer>
}
