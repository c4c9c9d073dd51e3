/**
 * Money as the purchase screens show it: plan amounts are US dollars; a visitor's own
 * currency is the USD amount times the currency's amount_to_usd, rounded to its decimal_precision.
 */

export type CurrencyRate = { code: string; amount_to_usd: number; decimal_precision: number }

const USD: CurrencyRate = { code: 'USD', amount_to_usd: 1, decimal_precision: 2 }

/** The USD amount in `currency`, rounded half away from zero to the currency's precision. */
export function convertFromUsd(amountUsd: number, currency: CurrencyRate): number {
  const factor = 10 ** currency.decimal_precision
  const raw = amountUsd * currency.amount_to_usd * factor
  // Rounding the float product first keeps 29.99 × 1 from becoming 29.989999….
  return (Math.sign(raw) * Math.round(Math.abs(Number(raw.toPrecision(12))))) / factor
}

/** "$29.99", "R$ 151,45", "₺1.049,65": Intl with the currency's own precision. */
export function formatMoney(
  amount: number,
  currency: Pick<CurrencyRate, 'code' | 'decimal_precision'>,
  locale: string,
): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: currency.decimal_precision,
      maximumFractionDigits: currency.decimal_precision,
    }).format(amount)
  } catch {
    // A code Intl does not know (a made-up one): the number and the code.
    return `${amount.toFixed(currency.decimal_precision)} ${currency.code}`
  }
}

export function formatUsd(amountUsd: number, locale: string): string {
  return formatMoney(amountUsd, USD, locale)
}

/**
 * A USD price for display: in the visitor's currency when it has one other than USD (with the USD
 * amount as `usd`), else in USD alone.
 */
export function displayPrice(
  amountUsd: number,
  currency: CurrencyRate | null | undefined,
  locale: string,
): { main: string; usd: string | null } {
  const usd = formatUsd(amountUsd, locale)
  if (!currency || currency.code === USD.code) return { main: usd, usd: null }
  return { main: formatMoney(convertFromUsd(amountUsd, currency), currency, locale), usd }
}
