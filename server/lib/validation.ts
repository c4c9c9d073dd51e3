/**
 * Validation with the contract's valibot schemas at the HTTP edge: a failure becomes a
 * ValidationError, which the error handler answers with 422 and the problems per field.
 */
import * as v from 'valibot'
import { isFieldMessage } from '../../contract/errors'
import type { FieldIssue } from './app-error'

export class ValidationError extends Error {
  readonly statusCode = 422
  readonly issues: Record<string, FieldIssue[]>

  constructor(issues: Record<string, FieldIssue[]>) {
    super('validation_failed')
    this.name = 'ValidationError'
    this.issues = issues
  }
}

/**
 * Problems per field. Field names come from the input (an unknown key is reported under its own
 * name), so they are collected in a Map: on a plain object, `constructor` or `__proto__` would find
 * inherited members instead of nothing. The result holds own properties only.
 */
export function toFieldIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, FieldIssue[]> {
  const byField = new Map<string, FieldIssue[]>()
  for (const issue of issues) {
    // A bad item of a list field is reported on the field itself (`include`, not `include.0`).
    const field = (v.getDotPath(issue) ?? '_').replace(/(\.\d+)+$/, '')
    const entry = toFieldIssue(issue)
    const list = byField.get(field) ?? []
    if (!list.some((existing) => existing.message === entry.message)) list.push(entry)
    byField.set(field, list)
  }
  return Object.fromEntries(byField)
}

function toFieldIssue(issue: v.BaseIssue<unknown>): FieldIssue {
  const requirement =
    typeof issue.requirement === 'number' || typeof issue.requirement === 'string' ? issue.requirement : undefined
  if (issue.received === 'undefined' && issue.kind === 'schema') return { message: 'required' }
  if (isFieldMessage(issue.message))
    return requirement === undefined ? { message: issue.message } : { message: issue.message, requirement }
  return { message: 'invalid' }
}

/** Parses one part of a request with its schema; throws ValidationError on bad input. */
export function parseInput<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data)
  if (!result.success) throw new ValidationError(toFieldIssues(result.issues))
  return result.output
}
