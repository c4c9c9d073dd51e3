import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from './bytea'

/**
 * Files of the PostgreSQL storage driver (modules/storage): profile pictures and the rendered
 * artwork cache, shared by every API process on this database. Written only by that module.
 * The ETag is the MD5 of the bytes, as S3 gives it for a single-part upload, so a file keeps its
 * validator whichever driver holds it.
 */
export const storedFiles = pgTable('stored_files', {
  /** Path-like name, e.g. `avatars/12-<hex>.webp` or `art/v1/avatar/divas/3-AB/small.webp`. */
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  etag: text('etag').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
