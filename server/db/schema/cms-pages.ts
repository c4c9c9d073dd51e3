import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { languages } from './languages'

/** Editorial pages (the about page) per interface language; the body is HTML, sanitised on the way out. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [uniqueIndex('cms_pages_slug_language_idx').on(t.slug, t.languageId)],
)
