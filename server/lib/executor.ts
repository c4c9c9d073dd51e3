import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres'
import type { PgDatabase } from 'drizzle-orm/pg-core'
import type * as schema from '../db/schema/index'

/** The database or an open transaction: repositories accept either, so services choose the scope. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>

/** PostgreSQL's unique_violation, optionally on one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = (error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }) ?? {}
  const source = pg.code ? pg : (pg.cause ?? {})
  if (source.code !== '23505') return false
  return constraint === undefined || source.constraint === constraint
}
