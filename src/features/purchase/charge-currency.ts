import { PURCHASE } from '../../../contract/limits'
import type { Currency, PaymentMethod } from '../../../contract/schemas/purchase'
import { type CurrencyRate, displayPrice } from '../../lib/money'

/**
 * The currency the buyer is charged in: the selected method's (USD shown alone), the country's as a
 * guide before a method is chosen, USD for a pre-paid code.
 */
export function chargeRate(
  method: PaymentMethod | undefined,
  isPrepaid: boolean,
  currencies: Currency[] | undefined,
  guide: CurrencyRate | null,
): CurrencyRate | null {
  if (isPrepaid) return null
  if (!method) return guide
  const code = method.driver_front_config.charge_currency
  if (code === PURCHASE.baseCurrency) return null
  return currencies?.find((item) => item.code === code) ?? guide
}

/** The add-on's price in the charged currency, or null while it is not known. */
export function addonPrice(
  amountUsd: number | undefined,
  currency: CurrencyRate | null,
  locale: string,
): string | null {
  return amountUsd === undefined ? null : displayPrice(amountUsd, currency, locale).main
}
