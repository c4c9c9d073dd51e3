import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { siteType } from './enums'

export type Translations = Partial<Record<'es' | 'pt' | 'tr', string>>

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    /** English name; other languages in nameTranslations. */
    name: text('name').notNull(),
    nameTranslations: jsonb('name_translations').$type<Translations>().notNull().default(sql`'{}'::jsonb`),
    /** Null when the category belongs to both themes. */
    siteType: siteType('site_type'),
    thumbnailPath: text('thumbnail_path').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_site_position_idx').on(t.siteType, t.position)],
)
