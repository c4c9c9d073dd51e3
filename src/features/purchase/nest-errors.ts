import type { FieldErrors } from 'react-hook-form'
import type { FormErrors, PayFormValues } from './form-rules'

/** The pay form's errors by dotted path (`processor.bill_addr_city`) in react-hook-form's nested shape. */
export function nestErrors(flat: FormErrors): FieldErrors<PayFormValues> {
  const errors: Record<string, unknown> = {}
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.')
    let node = errors
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {}
      node = node[part] as Record<string, unknown>
    }
    node[parts[parts.length - 1] ?? path] = { type: 'rule', message }
  }
  return errors as FieldErrors<PayFormValues>
}
