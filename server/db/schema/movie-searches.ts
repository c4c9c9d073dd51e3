import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { siteType } from './enums'
import { users } from './users'

/** Searches made on the movie index (POST movie_searchs), kept for search analytics. */
export const movieSearches = pgTable(
  'movie_searches',
  {
    id: serial('id').primaryKey(),
    /** Null for guests; kept (set null) when the user is deleted, the search stays anonymous. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    search: text('search').notNull(),
    categoryId: integer('category_id'),
    tagId: integer('tag_id'),
    modelId: integer('model_id'),
    groupId: integer('group_id'),
    siteType: siteType('site_type').notNull(),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('movie_searches_created_idx').on(t.createdAt)],
)
