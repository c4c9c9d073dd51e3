import * as v from 'valibot'
import { PAGE_SIZE } from '../limits'
import { listQueryEntries } from './common'

/** A question in the request's language; `answer` is HTML, sanitised by the server. */
export const FaqSchema = v.object({
  id: v.number(),
  question: v.string(),
  answer: v.string(),
})
export type Faq = v.InferOutput<typeof FaqSchema>

/** The FAQ page asks for everything at once: per_page 999. */
export const FaqListQuerySchema = v.strictObject({
  ...listQueryEntries({ maxPerPage: PAGE_SIZE.faqs }),
})
export type FaqListQuery = v.InferInput<typeof FaqListQuerySchema>
