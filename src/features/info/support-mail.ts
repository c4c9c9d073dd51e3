/**
 * The support form's schemas and its interim delivery. The claim/contact endpoint arrives with a
 * later issue; until then a submitted form opens the user's mail client with a prefilled
 * `mailto:` (subject and body), addressed to the support mailbox.
 */
import * as v from 'valibot'

export const SUPPORT_TOPICS = [
  'account',
  'payments',
  'subscriptions',
  'content',
  'technical',
  'legal',
  'other',
] as const
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]

export const SUPPORT_MESSAGE_MIN = 10
export const SUPPORT_MESSAGE_MAX = 2000

const TopicSchema = v.picklist(SUPPORT_TOPICS, 'required')
const MessageSchema = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.minLength(SUPPORT_MESSAGE_MIN, 'min_length'),
  v.maxLength(SUPPORT_MESSAGE_MAX, 'max_length'),
)

/** A guest tells us who they are. */
export const GuestSupportSchema = v.object({
  name: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(100, 'max_length')),
  email: v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(254, 'max_length'),
    v.email('email'),
  ),
  topic: TopicSchema,
  message: MessageSchema,
})

/** A signed-in user is not asked: their account says who they are. */
export const SignedInSupportSchema = v.object({
  name: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
  topic: TopicSchema,
  message: MessageSchema,
})

export type SupportInput = { name: string; email: string; topic: SupportTopic | ''; message: string }
export type SupportRequest = { name: string; email: string; topic: SupportTopic; message: string }

/** A `mailto:` URL; URLSearchParams would write spaces as "+", which mail clients show literally. */
export function buildMailto(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
