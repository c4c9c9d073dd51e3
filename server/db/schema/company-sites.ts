import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core'

/** The company's sites, listed on the about page. */
export const companySites = pgTable('company_sites', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
})
