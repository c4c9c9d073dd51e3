import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import type { CarouselLine } from '../../../contract/schemas/carousel'
import { siteType } from './enums'

export const carouselItems = pgTable('carousel_items', {
  id: serial('id').primaryKey(),
  siteType: siteType('site_type').notNull(),
  position: integer('position').notNull().default(0),
  filePath: text('file_path').notNull(),
  url: text('url').notNull(),
  /** Text lines per interface language: `{ en: [...], es: [...] }`; English is the fallback. */
  content: jsonb('content').$type<Record<string, CarouselLine[]>>().notNull(),
})
