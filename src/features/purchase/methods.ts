/**
 * Which payment methods the purchase screen shows and which one it selects: a method
 * forced by the query (`inovio` means ryvyl) stands alone; a single method is selected; otherwise
 * the methods are grouped (recommended, try again, others) and the first available of
 * ccbill_flexform, inovio_pay, ryvyl_flexform is preselected, the plan's preferential method first.
 * Each method has one form, decided by its driver key and card processor.
 */
import {
  type DriverFrontKey,
  METHOD_GROUPS,
  type MethodGroup,
  type PaymentMethod,
  PREFERRED_DRIVER_ORDER,
} from '../../../contract/schemas/purchase'

/** The spec's method aliases in the payment_method query. */
const FORCED_ALIASES: Record<string, string> = { inovio: 'ryvyl' }

/** A method named by the query: its key, its driver key or its card processor. */
export function findForcedMethod(methods: PaymentMethod[], query: string | undefined): PaymentMethod | undefined {
  if (!query) return undefined
  const wanted = FORCED_ALIASES[query.toLowerCase()] ?? query.toLowerCase()
  return (
    methods.find((method) => method.key === wanted) ??
    methods.find((method) => method.driver_front_key === wanted) ??
    methods.find((method) => method.driver_front_config.processor === wanted)
  )
}

/**
 * The buyer failed with `failedMethodId` here before (local marker): the other
 * methods become "try again", as the server groups them for a signed-in buyer.
 */
export function withLocalFailure(methods: PaymentMethod[], failedMethodId: number | undefined): PaymentMethod[] {
  if (failedMethodId === undefined || !methods.some((method) => method.id === failedMethodId)) return methods
  return methods.map((method) => ({
    ...method,
    group: method.id === failedMethodId ? 'others' : method.group === 'others' ? 'try-again' : method.group,
  }))
}

export function preselectedMethod(
  methods: PaymentMethod[],
  preferential: DriverFrontKey | null,
): PaymentMethod | undefined {
  if (methods.length <= 1) return methods[0]
  const order: string[] = [...PREFERRED_DRIVER_ORDER]
  if (preferential) order.unshift(preferential)
  for (const key of order) {
    const found = methods.find((method) => method.driver_front_key === key)
    if (found) return found
  }
  return methods[0]
}

/** The methods shown before "more ways to pay": the preselected one, the preferential one and crypto. */
export function shortlist(methods: PaymentMethod[], preferential: DriverFrontKey | null): Set<number> {
  const ids = new Set<number>()
  const first = preselectedMethod(methods, preferential)
  if (first) ids.add(first.id)
  for (const method of methods) {
    if (method.driver_front_key === preferential || method.driver_front_key === 'now_payments') ids.add(method.id)
  }
  return ids
}

export type MethodGroupList = { group: MethodGroup; methods: PaymentMethod[] }[]

export function groupMethods(methods: PaymentMethod[]): MethodGroupList {
  return METHOD_GROUPS.map((group) => ({ group, methods: methods.filter((method) => method.group === group) })).filter(
    (entry) => entry.methods.length > 0,
  )
}

/** 'NowPayments' is crypto; every other method is a credit / debit card. */
export function isCrypto(method: PaymentMethod): boolean {
  return method.name === 'NowPayments' || method.driver_front_key === 'now_payments'
}

export type FormKind =
  | { kind: 'card'; processor: 'cielo' | 'worldline' | 'ryvyl'; hasTaxIdField: boolean }
  | { kind: 'email' }
  | { kind: 'hosted' }

const HOSTED: readonly DriverFrontKey[] = [
  'mercadopago_basic',
  'ccbill_flexform',
  'ryvyl_flexform',
  'astropay',
  'now_payments',
]

/**
 * The form of a method: the card billing forms for the card processors (inovio shares
 * worldline's), with the Brazilian tax id where the method's driver asks it, the e-mail-only form for the test method, the e-mail-and-legals form for the
 * hosted-redirect methods. An unknown driver or processor is an error.
 */
export function formKindOf(method: Pick<PaymentMethod, 'driver_front_key' | 'driver_front_config'>): FormKind {
  const key = method.driver_front_key
  if (key === 'test') return { kind: 'email' }
  if (HOSTED.includes(key)) return { kind: 'hosted' }
  if (key === 'inovio_pay') {
    const { processor, tax_id: hasTaxIdField } = method.driver_front_config
    if (processor === 'cielo' || processor === 'ryvyl') return { kind: 'card', processor, hasTaxIdField }
    if (processor === 'worldline' || processor === 'inovio')
      return { kind: 'card', processor: 'worldline', hasTaxIdField }
    throw new Error(`unknown card processor ${String(processor)}`)
  }
  throw new Error(`unknown payment driver ${String(key)}`)
}
