import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { languages } from './languages'

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    position: integer('position').notNull().default(0),
    question: text('question').notNull(),
    /** HTML from the CMS; sanitised on the way out. */
    answer: text('answer').notNull(),
  },
  (t) => [index('faqs_language_idx').on(t.languageId, t.position)],
)
