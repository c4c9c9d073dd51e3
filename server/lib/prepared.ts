/**
 * Statements a hot path runs again and again with new values (a list's page, its elements), built
 * by Drizzle once per database handle (or transaction) and prepared by PostgreSQL once per
 * connection, instead of built and planned again for every request (the lists' database path).
 *
 * PostgreSQL keeps a named statement per connection, under one text per name: `name` must be
 * unique in the server, always built into the same SQL, and at most 63 bytes (PostgreSQL compares
 * no more of it).
 */
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Executor } from './executor'

/** PostgreSQL's NAMEDATALEN - 1. */
const MAX_NAME_BYTES = 63

export function preparedFor<Statement>(
  build: (db: Executor, name: string) => Statement,
  name: string,
): (db: Executor) => Statement {
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) throw new Error(`prepared statement name too long: ${name}`)
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

/**
 * For statements whose SQL depends on the request's shape (which filters a list has, its order):
 * one prepared statement per shape, named `kind:shape`. `build` may read from its input only what
 * `shapeOf` encodes; everything else must be a placeholder, filled when the statement runs.
 */
export function preparedByShape<Input, Statement>(
  kind: string,
  shapeOf: (input: Input) => string,
  build: (db: Executor, input: Input, name: string) => Statement,
): (db: Executor, input: Input) => Statement {
  const byShape = new Map<string, (db: Executor) => Statement>()
  return (db, input) => {
    const shape = shapeOf(input)
    let statement = byShape.get(shape)
    if (!statement) {
      statement = preparedFor((db, name) => build(db, input, name), `${kind}:${shape}`)
      byShape.set(shape, statement)
    }
    return statement(db)
  }
}
