/**
 * react-hook-form resolver for the contract's valibot schemas. Each error message carries the
 * field-message key and its requirement ("min_length|4"), so the field shows it in the user's
 * language with its own label (see field-message.ts).
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import * as v from 'valibot'

export function encodeFieldMessage(key: string, requirement?: unknown): string {
  return typeof requirement === 'number' || typeof requirement === 'string' ? `${key}|${requirement}` : key
}

export function valibotResolver<TInput extends FieldValues, TOutput>(
  schema: v.GenericSchema<unknown, TOutput>,
): Resolver<TInput, unknown, TOutput> {
  return async (values) => {
    const result = v.safeParse(schema, values)
    if (result.success) return { values: result.output, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.issues) {
      const path = (v.getDotPath(issue) ?? 'root').replace(/(\.\d+)+$/, '')
      if (errors[path]) continue
      const key = issue.kind === 'schema' && issue.received === 'undefined' ? 'required' : issue.message
      errors[path] = { type: issue.type, message: encodeFieldMessage(key, issue.requirement) }
    }
    return { values: {}, errors: errors as FieldErrors<TInput> }
  }
}
