import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** The sandbox processor's device-data collection sessions (the 3-D Secure style step). */
export const sandboxDdcSessions = pgTable('sandbox_ddc_sessions', {
  referenceId: text('reference_id').primaryKey(),
  bin: text('bin').notNull(),
  collectedAt: timestamp('collected_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
