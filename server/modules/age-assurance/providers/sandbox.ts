/**
 * The sandbox provider: the demo's and the tests'. Its check is a page on our own origin
 * (sandbox/routes.ts) where the tester chooses the outcome: an estimation that passes, fails or is
 * unsure, a document check that passes or fails. The choice comes back signed with the sandbox's key,
 * on the visitor's return or in a callback; an unsigned or changed one is refused.
 */
import * as v from 'valibot'
import { AGE_CHECK_METHODS, type AgeCheckMethod } from '../../../../contract/schemas/age-check'
import { isSignedAnswer, SANDBOX_ANSWERS, type SandboxAnswer, sandboxPageUrl } from '../sandbox/session'
import { type AgeCheckOutcome, type AgeCheckProvider, ProviderRejection, type ProviderRequest } from './types'

const AnswerSchema = v.object({
  state: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  method: v.picklist(AGE_CHECK_METHODS),
  answer: v.picklist(SANDBOX_ANSWERS),
  signature: v.string(),
})

function outcomeOf(method: AgeCheckMethod, answer: SandboxAnswer): AgeCheckOutcome {
  if (answer === 'cancel') return { kind: 'canceled' }
  const over18 = answer === 'pass' ? true : answer === 'fail' ? false : null
  return {
    kind: 'result',
    result: { over18, method, level: method === 'document' ? 'high' : 'substantial', expiresAt: null },
  }
}

export function createSandboxProvider(key: string): AgeCheckProvider {
  function verify(fields: unknown) {
    const parsed = v.safeParse(AnswerSchema, fields)
    if (!parsed.success) throw new ProviderRejection('malformed sandbox answer')
    const { state, method, answer, signature } = parsed.output
    if (!isSignedAnswer(key, { reference: state, method, answer, signature })) {
      throw new ProviderRejection('sandbox signature does not verify', state)
    }
    return { reference: state, outcome: outcomeOf(method, answer) }
  }

  return {
    key: 'sandbox',
    mode: 'sandbox',
    methods: AGE_CHECK_METHODS,
    start: async (request) => {
      const returnUrl = new URL(request.returnUrl)
      return {
        redirectUrl: sandboxPageUrl(key, {
          reference: request.reference,
          method: request.method,
          locale: request.locale,
          returnPath: returnUrl.pathname + returnUrl.search,
        }),
        providerReference: null,
      }
    },
    verifyReturn: async (request) => verify(request.query),
    verifyCallback: async (request: ProviderRequest) => {
      let body: unknown
      try {
        body = JSON.parse(request.rawBody)
      } catch {
        throw new ProviderRejection('sandbox callback is not JSON')
      }
      return verify(body)
    },
  }
}
