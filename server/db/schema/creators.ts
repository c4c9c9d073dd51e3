import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { creatorSex } from './enums'

export type SocialLink = { url: string; site: string; user: string }

/**
 * Creators (models / webstars). Image columns hold a base path; the API adds the size
 * (`<base>/small.webp`, `<base>/large.webp`).
 */
export const creators = pgTable(
  'creators',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').unique(),
    sex: creatorSex('sex').notNull(),
    verified: boolean('verified').notNull().default(false),
    aboutMe: text('about_me').notNull().default(''),
    isWebstar: boolean('is_webstar').notNull().default(true),
    /** Featured stars whose posts make the celebrities feed. */
    isCelebrity: boolean('is_celebrity').notNull().default(false),
    hiddenMenu: boolean('hidden_menu').notNull().default(false),
    chatEnabled: boolean('chat_enabled').notNull().default(true),
    /** Position in the outstanding grid; null when not outstanding. */
    outstandingRank: integer('outstanding_rank'),
    /** Video calls: tokens per call minute, and for an extra minute bought during a call. */
    callTokensPerMinute: integer('call_tokens_per_minute').notNull().default(10),
    callTokensPerExtraMin: integer('call_tokens_per_extra_min').notNull().default(15),
    socials: jsonb('socials').$type<SocialLink[]>().notNull().default(sql`'[]'::jsonb`),
    profileImagePath: text('profile_image_path').notNull(),
    bannerImagePath: text('banner_image_path').notNull(),
    verticalImagePath: text('vertical_image_path').notNull(),
    imagePath: text('image_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('creators_sex_idx').on(t.sex),
    index('creators_outstanding_idx').on(t.outstandingRank),
    // Orders of the models grid and the model search by name or username (trigram, ILIKE '%…%').
    index('creators_created_idx').on(t.createdAt, t.id),
    index('creators_name_idx').on(t.name, t.id),
    index('creators_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('creators_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
  ],
)
