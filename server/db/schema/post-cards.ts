import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { creators } from './creators'
import { posts } from './posts'

/**
 * The guest's view of each post, kept serialised (the public lists' database path). A
 * guest's card of a post is the same for every guest, so a guest's page is its ids chosen from
 * this table's own columns and indexes and its texts joined, with no rows to parse and no objects
 * to serialise.
 *
 * Triggers (migration 0011) keep it honest: any write to the post, its elements, its creator or a
 * movie it shows bumps `generation`, clears the texts and copies the columns lists filter and sort
 * on, whichever code or SQL made the write. A reader that finds no text builds it and stores it only
 * if `generation` is still the one it read (posts/cards.ts), so a card built from rows a write has
 * since changed is never kept.
 */
export const postCards = pgTable(
  'post_cards',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
    /** Copies of the post's and its creator's columns the guest lists choose by (posts/repository.ts). */
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isCelebrity: boolean('is_celebrity').notNull(),
    /** Shown in each theme: the creator's sex is F or X for divas, M or X for chads (creators/site-type-filter.ts). */
    inDivas: boolean('in_divas').notNull(),
    inChads: boolean('in_chads').notNull(),
    /** The serialiser's shape the texts were written with (posts/cards.ts); another shape is no card. */
    shape: text('shape'),
    /** The post as the contract's `Post`, for a guest, without and with its creator (`include=webstar`). */
    plain: text('plain'),
    withCreator: text('with_creator'),
  },
  (t) => [
    index('post_cards_divas_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.postId.desc().nullsFirst())
      .where(sql`${t.inDivas}`),
    index('post_cards_chads_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.postId.desc().nullsFirst())
      .where(sql`${t.inChads}`),
    index('post_cards_divas_celebrities_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.postId.desc().nullsFirst())
      .where(sql`${t.inDivas} and ${t.isCelebrity}`),
    index('post_cards_chads_celebrities_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.postId.desc().nullsFirst())
      .where(sql`${t.inChads} and ${t.isCelebrity}`),
    index('post_cards_creator_idx').on(t.creatorId, t.publishedAt.desc().nullsFirst(), t.postId.desc().nullsFirst()),
  ],
)
