import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { creators } from './creators'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Site users. Usernames and e-mails are stored lowercased, so uniqueness and lookups
 * are case-insensitive. A creator's user links to the creator profile through `model_id`.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    /** The one allowed username change has been used. */
    usernameUpdated: boolean('username_updated').notNull().default(false),
    /** Null only for social accounts whose provider shares no e-mail. */
    email: text('email').unique(),
    emailVerifiedAt: ts('email_verified_at'),
    /** scrypt, self-describing (see modules/auth/password.ts); null for social-only accounts. */
    passwordHash: text('password_hash'),
    modelId: integer('model_id')
      .unique()
      .references(() => creators.id, { onDelete: 'set null' }),
    membershipExpiresAt: ts('membership_expires_at'),
    profilePic: text('profile_pic'),
    chatId: text('chat_id'),
    chatEmailNotifications: boolean('chat_email_notifications').notNull().default(true),
    lastLangCode: text('last_lang_code'),
    bannedAt: ts('banned_at'),
    disabledAt: ts('disabled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_username_lowercase', sql`${t.username} = lower(${t.username})`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_last_lang_code', sql`${t.lastLangCode} in ('en', 'es', 'pt', 'tr')`),
  ],
)
