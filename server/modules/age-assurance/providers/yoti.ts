/**
 * Yoti's Age Verification Service (developers.yoti.com, "Age verification"): a session is created
 * server-to-server (POST {api}/api/v1/sessions, Bearer API key and Yoti-SDK-Id headers) with the one
 * method the visitor chose allowed, and the visitor is sent to {api}?sessionId=…&sdkId=…; Yoti brings
 * them back to our return URL and posts a notification to our callback URL. Neither is trusted for
 * the result: both only name the check, whose result is then read from Yoti with our key
 * (GET {api}/api/v1/sessions/{id}/result) and must name our reference. On with YOTI_AGE_API_KEY and
 * YOTI_AGE_SDK_ID.
 *
 * Estimation asks for a face estimated over ESTIMATION_THRESHOLD (a buffer above 18, as regulators
 * expect of estimation); a face under it is not a minor for sure, so it counts as unsure and the
 * visitor is offered a document check, where Yoti's threshold is 18 itself.
 */
import * as v from 'valibot'
import type { AgeCheckMethod } from '../../../../contract/schemas/age-check'
import type { YotiAgeConfig } from '../../../config'
import { AppError } from '../../../lib/app-error'
import {
  type AgeCheckOutcome,
  type AgeCheckProvider,
  type FindCheck,
  ProviderRejection,
  type ProviderRequest,
  type StartedCheck,
} from './types'

/** The age an estimated face must be over: Yoti recommends a buffer above the legal age. */
export const ESTIMATION_THRESHOLD = 25
const LEGAL_AGE = 18
/** How long Yoti keeps the session open for the visitor (seconds; at least 60). */
const SESSION_TTL_S = 900

const CreatedSchema = v.object({ id: v.pipe(v.string(), v.minLength(1)) })

const ResultSchema = v.object({
  id: v.string(),
  status: v.string(),
  method: v.optional(v.nullable(v.string())),
  reference_id: v.optional(v.nullable(v.string())),
})

const NotificationSchema = v.object({ reference_id: v.pipe(v.string(), v.minLength(1)) })

const StateSchema = v.object({ state: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)) })

function methodOf(yotiMethod: string | null | undefined, asked: AgeCheckMethod): AgeCheckMethod {
  if (yotiMethod === 'AGE_ESTIMATION') return 'estimation'
  if (yotiMethod === 'DOC_SCAN' || yotiMethod === 'DIGITAL_ID') return 'document'
  return asked
}

/** Yoti's session status as our outcome (its documentation: new states may appear; they wait). */
export function outcomeFromYoti(
  result: { status: string; method?: string | null | undefined },
  asked: AgeCheckMethod,
): AgeCheckOutcome {
  const method = methodOf(result.method, asked)
  const level = method === 'document' ? 'high' : 'substantial'
  switch (result.status) {
    case 'COMPLETE':
      return { kind: 'result', result: { over18: true, method, level, expiresAt: null } }
    case 'FAIL':
      // Under the estimation's buffer is not under 18: a document can still tell.
      return {
        kind: 'result',
        result: { over18: method === 'estimation' ? null : false, method, level, expiresAt: null },
      }
    case 'ERROR':
      return { kind: 'result', result: { over18: null, method, level, expiresAt: null } }
    case 'CANCELLED':
    case 'EXPIRED':
      return { kind: 'canceled' }
    default:
      return { kind: 'pending' }
  }
}

export function createYotiProvider(config: YotiAgeConfig, fetchImpl: typeof fetch = fetch): AgeCheckProvider {
  const headers = {
    authorization: `Bearer ${config.apiKey}`,
    'yoti-sdk-id': config.sdkId,
    'content-type': 'application/json',
    accept: 'application/json',
  }

  async function readResult(check: StartedCheck): Promise<AgeCheckOutcome> {
    if (!check.providerReference) throw new ProviderRejection('the check never reached Yoti', check.reference, false)
    const response = await fetchImpl(
      `${config.apiUrl}/api/v1/sessions/${encodeURIComponent(check.providerReference)}/result`,
      { headers, signal: AbortSignal.timeout(15_000) },
    )
    if (!response.ok) throw new Error(`Yoti answered ${response.status} for a session result`)
    const parsed = v.safeParse(ResultSchema, await response.json())
    if (!parsed.success) throw new Error('Yoti sent a session result of an unknown shape')
    const result = parsed.output
    // The session Yoti describes must be the one we created for this check.
    if (result.id !== check.providerReference || (result.reference_id ?? check.reference) !== check.reference) {
      throw new ProviderRejection('Yoti session does not belong to this check', check.reference)
    }
    return outcomeFromYoti(result, check.method)
  }

  async function answerFor(find: FindCheck, reference: string) {
    const check = await find({ reference })
    if (!check) throw new ProviderRejection('no check with this reference', reference, false)
    return { reference, outcome: await readResult(check) }
  }

  return {
    key: 'yoti',
    mode: 'live',
    methods: ['estimation', 'document'],
    start: async (request) => {
      const isEstimation = request.method === 'estimation'
      const body = {
        type: 'OVER',
        ttl: SESSION_TTL_S,
        reference_id: request.reference,
        age_estimation: { allowed: isEstimation, threshold: ESTIMATION_THRESHOLD, level: 'PASSIVE' },
        digital_id: { allowed: !isEstimation, threshold: LEGAL_AGE, level: 'NONE' },
        doc_scan: { allowed: !isEstimation, threshold: LEGAL_AGE, authenticity: 'AUTO', level: 'PASSIVE' },
        callback: { auto: true, url: request.returnUrl },
        cancel_url: request.returnUrl,
        notification_url: request.callbackUrl,
        // The visitor comes back once the result is known, even for a document.
        synchronous_checks: true,
      }
      let response: Response
      try {
        response = await fetchImpl(`${config.apiUrl}/api/v1/sessions`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        })
      } catch (error) {
        throw new AppError('age_check_unavailable', { detail: `Yoti unreachable: ${String(error)}` })
      }
      const created = response.ok ? v.safeParse(CreatedSchema, await response.json().catch(() => null)) : null
      if (!created?.success) throw new AppError('age_check_unavailable', { detail: `Yoti answered ${response.status}` })
      const query = new URLSearchParams({ sessionId: created.output.id, sdkId: config.sdkId })
      return { redirectUrl: `${config.apiUrl}/?${query.toString()}`, providerReference: created.output.id }
    },
    verifyReturn: async (request: ProviderRequest, find) => {
      const parsed = v.safeParse(StateSchema, request.query)
      if (!parsed.success) throw new ProviderRejection('return without our reference')
      return answerFor(find, parsed.output.state)
    },
    verifyCallback: async (request: ProviderRequest, find) => {
      let body: unknown
      try {
        body = JSON.parse(request.rawBody)
      } catch {
        throw new ProviderRejection('Yoti notification is not JSON')
      }
      const parsed = v.safeParse(NotificationSchema, body)
      if (!parsed.success) throw new ProviderRejection('Yoti notification without a reference')
      return answerFor(find, parsed.output.reference_id)
    },
  }
}
