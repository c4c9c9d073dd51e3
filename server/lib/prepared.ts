/**
 * Statements a hot path runs again and again with new values (a list's page, its elements), built
 * by Drizzle once per database handle (or transaction) and prepared by PostgreSQL once per connection, instead of
 * built and planned again for every request (issue 13: the database path of the lists).
 *
 * PostgreSQL keeps a named statement per connection, under one text per name: `name` must be
 * unique in the server and always built into the same SQL.
 */
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Executor } from './executor'

export function preparedFor<Statement>(
  build: (db: Executor, name: string) => Statement,
  name: string,
): (db: Executor) => Statement {
  const byDb = new WeakMap<Executor, Statement>()
  return (db) => {
    let statement = byDb.get(db)
    if (!statement) {
      statement = build(db, name)
      byDb.set(db, statement)
    }
    return statement
  }
}

/** A value a statement receives now, or by name when it is executed (a prepared statement). */
export type Bound<T> = T | Placeholder

/**
 * `expression = any(values)`: the list travels as one parameter, so one prepared statement serves
 * lists of any length (`in (…)` would need one parameter per item).
 */
export function anyOf(expression: SQLWrapper, values: Bound<readonly (number | string)[]>): SQL {
  return sql`${expression} = any(${Array.isArray(values) ? sql.param(values) : values})`
}
