import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core'

/** A row that belongs to another: it names the owner and goes when the owner is deleted. */
export function ownedBy<N extends string>(name: N, owner: () => AnyPgColumn) {
  return integer(name).notNull().references(owner, { onDelete: 'cascade' })
}

/** When the row was written. */
export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
}
