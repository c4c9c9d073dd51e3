import { sql } from 'drizzle-orm'
import { bigint, boolean, check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { creators } from './creators'
import { users } from './users'

/**
 * The token ledger, double entry: every movement is a transaction whose
 * entries sum to zero (checked at commit by a deferred constraint trigger, see
 * migrations/0006_ledger_rules.sql), entries are append-only, and each account's balance moves in
 * the same transaction by a conditional update. Users' accounts never go below zero; only system
 * accounts (tokens issued …) may.
 *
 * Owners: a user's wallet (user_id), a creator's earnings (creator_id: creators need no user of
 * their own), or the system (neither: tokens issued, platform fees).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** Null for creators' and system accounts. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** A creator's earnings account; null otherwise. */
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'restrict' }),
    /** user_tokens, creator_earnings, token_issuance, platform_fees (wallet/ledger.ts). */
    kind: text('kind').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_kind_unique').on(t.userId, t.creatorId, t.kind).nullsNotDistinct(),
    check('ledger_accounts_one_owner', sql`${t.userId} is null or ${t.creatorId} is null`),
    check('ledger_accounts_balance', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check(
      'ledger_accounts_negative_system_only',
      sql`not ${t.allowNegative} or (${t.userId} is null and ${t.creatorId} is null)`,
    ),
  ],
)
