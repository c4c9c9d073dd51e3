import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from './bytea'
import { ownedBy } from './columns'
import { users } from './users'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Passkeys (WebAuthn credentials) a user signs in with instead of a password. The public key is
 * stored as the authenticator gave it (COSE); the private key never leaves the user's device.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    /** The credential id, base64url, as the browser names it in every assertion. */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter (0 for those that keep none): a clone shows as a step back. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser can reach the authenticator (internal, hybrid, usb…), offered back at sign-in. */
    transports: text('transports').array().notNull().default([]),
    /** The user's own name for it ("Phone", "Laptop"). */
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
)
