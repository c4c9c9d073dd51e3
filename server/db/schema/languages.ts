import { integer, pgTable, text } from 'drizzle-orm/pg-core'

/** Ids are fixed by the spec (en 3, es 1, pt 2, tr 4), so they are not generated. */
export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  flagImgPath: text('flag_img_path').notNull(),
})
