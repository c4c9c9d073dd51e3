import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Signatures of ALTCHA challenges already solved, kept until they expire, so none is used twice. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
)
