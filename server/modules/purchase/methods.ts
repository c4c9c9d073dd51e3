/**
 * Which payment methods a buyer is offered: active, with a driver in this deployment,
 * allowed in the chosen country (INT: only methods sold everywhere), able to charge the country's
 * currency or US dollars. Grouping: after a failure with some method, the others are "try again";
 * otherwise the recommended ones are "recommended" and the rest "others".
 */
import { PURCHASE } from '../../../contract/limits'
import type { DriverFrontKey, MethodGroup } from '../../../contract/schemas/purchase'
import type { CountryRow, MethodRow } from './repository'

/** The payment drivers this deployment runs, by key: a method is offered only when its driver is here. */
export type AvailableDrivers = Partial<Record<DriverFrontKey, unknown>>

/** The currency a method charges in this country: the country's own, else US dollars; null if neither. */
export function chargeCurrency(method: MethodRow, country: Pick<CountryRow, 'currencyCode'> | null): string | null {
  const accepted = method.currencies ?? [PURCHASE.baseCurrency]
  if (country && accepted.includes(country.currencyCode)) return country.currencyCode
  return accepted.includes(PURCHASE.baseCurrency) ? PURCHASE.baseCurrency : null
}

export function isMethodAvailable(
  method: MethodRow,
  country: Pick<CountryRow, 'code' | 'currencyCode'> | null,
  drivers: AvailableDrivers,
): boolean {
  if (!method.active || !drivers[method.driverFrontKey]) return false
  if (method.countries && (!country || !method.countries.includes(country.code))) return false
  return chargeCurrency(method, country) !== null
}

export function groupOf(method: MethodRow, failures: Map<number, number>): MethodGroup {
  if (failures.size > 0 && !failures.has(method.id)) return 'try-again'
  if (method.recommended && !failures.has(method.id)) return 'recommended'
  return 'others'
}
