/**
 * Which payment methods a buyer is offered: active, with a driver in this deployment,
 * allowed in the chosen country (INT: only methods sold everywhere), able to charge the country's
 * currency or US dollars. Grouping: after a failure with some method, the others are "try again";
 * otherwise the recommended ones are "recommended" and the rest "others".
 */
import { PURCHASE } from '../../../contract/limits'
import type { DriverFrontKey, MethodGroup, ProcessorKey } from '../../../contract/schemas/purchase'
import type { CountryRow, MethodRow } from './repository'

/**
 * Yes, no, or only with the card forms of the processors listed (one driver may run several
 * processors' forms).
 */
export type PerProcessor = boolean | { processors: readonly ProcessorKey[] }

/**
 * What a payment driver can do, declared by each driver (payments/drivers/): the catalogue describes
 * a method's card form from it, and a payment's preparation decides by it, never by the driver's name.
 */
export type DriverCapabilities = {
  /**
   * Where the buyer gives the card: our in-app form (tokenised at the processor, then sent with the
   * payment), the processor's hosted page, the processor's widget inside our page, or no card at all.
   */
  cardForm: 'in_app' | 'hosted' | 'widget' | 'none'
  /** The card brands the form or widget accepts, in order of priority. */
  brands: readonly string[]
  /**
   * Keeping the card for one-click and renewals: `kept` unless the buyer says no; `processor_asks`
   * when the processor's own form asks the buyer (and tells us in its callback); `none` when no card
   * is kept.
   */
  storedCards: 'kept' | 'processor_asks' | 'none'
  /** A device-data step (the 3-D Secure collection) between the card form and the charge. */
  deviceData: boolean
  /** Takes a free trial (which needs the card, to check it against earlier trials). */
  freeTrials: boolean
  /**
   * Repeated failures with this method block the buyer for a while. Not the sandbox's card
   * playground, where declining on purpose is the point.
   */
  blocksAfterFailures: boolean
  /** The legacy add-on (the site membership at its discount) is sold together with a plan paid this way. */
  legacyAddon: PerProcessor
  /**
   * A plan's legacy bundle (one plan with the site membership in it) may be bought this way. Where
   * it may not, the add-on is charged beside the plan at the add-on's own price.
   */
  legacyBundle: PerProcessor
  /** The card form asks for the buyer's Brazilian tax id (CPF or CNPJ) when the billing country is BR. */
  taxId: PerProcessor
}

function holds(capability: PerProcessor, processor: ProcessorKey | null): boolean {
  if (typeof capability === 'boolean') return capability
  return processor !== null && capability.processors.includes(processor)
}

/** Whether a method (its driver's capabilities and its card form's processor) sells the legacy add-on. */
export function offersLegacyAddon(capabilities: DriverCapabilities, processor: ProcessorKey | null): boolean {
  return holds(capabilities.legacyAddon, processor)
}

/** Whether a method's card form asks for the Brazilian tax id (its driver's capabilities and its processor). */
export function asksTaxId(capabilities: DriverCapabilities, processor: ProcessorKey | null): boolean {
  return holds(capabilities.taxId, processor)
}

/** Whether a plan's legacy bundle may be bought with a method (its driver's capabilities and its processor). */
export function sellsLegacyBundle(capabilities: DriverCapabilities, processor: ProcessorKey | null): boolean {
  return holds(capabilities.legacyBundle, processor)
}

/** The payment drivers this deployment runs, by key: a method is offered only when its driver is here. */
export type AvailableDrivers = Partial<Record<DriverFrontKey, { capabilities: DriverCapabilities }>>

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
