import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '../../api/errors'
import { encodeFieldMessage } from '../../ui/form/valibot-resolver'

/**
 * Puts the server's field problems under the fields they belong to and returns what is left for
 * a general message: the server's other messages, or nothing when every problem found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!isApiError(error) || !error.body) return []
  const { issues, errors, message } = error.body
  const leftover: string[] = []
  if (issues) {
    for (const [field, list] of Object.entries(issues)) {
      const first = list[0]
      if (!first) continue
      if ((fields as readonly string[]).includes(field)) {
        setError(field as Path<T>, { type: 'server', message: encodeFieldMessage(first.message, first.requirement) })
      } else {
        leftover.push(...(errors?.[field] ?? []))
      }
    }
    return leftover
  }
  return errors ? Object.values(errors).flat() : [message]
}
