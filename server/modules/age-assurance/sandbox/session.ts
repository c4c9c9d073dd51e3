/**
 * The sandbox provider's sessions and answers. A session is the sealed URL of its page (which check,
 * which method, the language, where to go back): nothing is stored. The tester's choice goes back to
 * our return URL signed with the sandbox's key, as a real provider's signed result would; a forged or
 * changed answer does not verify.
 */
import * as v from 'valibot'
import { LOCALES, type Locale } from '../../../../contract/languages'
import { AGE_CHECK_METHODS, AGE_CHECK_SANDBOX_PATH, type AgeCheckMethod } from '../../../../contract/schemas/age-check'
import { hasValidTag, seal, tagOf, unseal } from '../sealed'

export const SANDBOX_PAGE_PATH = AGE_CHECK_SANDBOX_PATH

/** What the tester can make a check find: estimation can be unsure, a document check cannot. */
export const SANDBOX_OUTCOMES = {
  estimation: ['pass', 'fail', 'unsure'],
  document: ['pass', 'fail'],
} as const satisfies Record<AgeCheckMethod, readonly string[]>

export const SANDBOX_ANSWERS = ['pass', 'fail', 'unsure', 'cancel'] as const
export type SandboxAnswer = (typeof SANDBOX_ANSWERS)[number]

const SESSION = 'velvet age check sandbox session'
const ANSWER = 'velvet age check sandbox answer'

const SessionSchema = v.object({
  reference: v.string(),
  method: v.picklist(AGE_CHECK_METHODS),
  locale: v.picklist(LOCALES),
  /** Our return URL's path and query: the sandbox's pages are on our origin. */
  returnPath: v.pipe(v.string(), v.regex(/^\/(?![/\\])/)),
})
export type SandboxSession = v.InferOutput<typeof SessionSchema>

export function sandboxPageUrl(key: string, session: SandboxSession): string {
  return `${SANDBOX_PAGE_PATH}?session=${seal(key, SESSION, session)}`
}

export function openSandboxSession(key: string, token: unknown): SandboxSession | undefined {
  return typeof token === 'string' ? unseal(key, SESSION, token, SessionSchema) : undefined
}

export function isAnswerFor(method: AgeCheckMethod, answer: unknown): answer is SandboxAnswer {
  return answer === 'cancel' || (SANDBOX_OUTCOMES[method] as readonly unknown[]).includes(answer)
}

function answerText(reference: string, method: AgeCheckMethod, answer: SandboxAnswer): string {
  return `${reference}|${method}|${answer}`
}

export function signAnswer(key: string, reference: string, method: AgeCheckMethod, answer: SandboxAnswer): string {
  return tagOf(key, ANSWER, answerText(reference, method, answer))
}

export function isSignedAnswer(
  key: string,
  answer: { reference: string; method: AgeCheckMethod; answer: SandboxAnswer; signature: unknown },
): boolean {
  return hasValidTag(key, ANSWER, answerText(answer.reference, answer.method, answer.answer), answer.signature)
}

/** Where the tester's choice sends the browser: our return URL with the signed answer. */
export function answeredReturnPath(key: string, session: SandboxSession, answer: SandboxAnswer): string {
  const query = new URLSearchParams({
    method: session.method,
    answer,
    signature: signAnswer(key, session.reference, session.method, answer),
  })
  return `${session.returnPath}${session.returnPath.includes('?') ? '&' : '?'}${query.toString()}`
}

export function sandboxLocale(value: unknown, fallback: Locale): Locale {
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : fallback
}
