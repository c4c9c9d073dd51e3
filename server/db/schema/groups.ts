import { pgTable, serial, text } from 'drizzle-orm/pg-core'

/** A series of movies ("more from the group" on the watch page). */
export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
})
