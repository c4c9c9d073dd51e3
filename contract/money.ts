/**
 * Money as Velvet writes it, on the screens and in the server's mails and pages: "$29.99",
 * "R$ 151,45", "₺1.049,65". One Intl formatter with the currency's own precision, so the amount a
 * screen shows and the amount a receipt states read the same.
 */

export type MoneyCurrency = {
  code: string
  /** Digits after the decimal point; Intl's own for the code when not given. */
  decimal_precision?: number
}

export function formatMoney(amount: number, currency: MoneyCurrency, locale: string): string {
  const digits = currency.decimal_precision
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    }).format(amount)
  } catch {
    // A code Intl does not know (a made-up one): the number and the code.
    return `${digits === undefined ? String(amount) : amount.toFixed(digits)} ${currency.code}`
  }
}

/** An amount stored in minor units (cents for dollars), with the currency's precision. */
export function formatMinorAmount(amountMinor: number, currency: Required<MoneyCurrency>, locale: string): string {
  return formatMoney(amountMinor / 10 ** currency.decimal_precision, currency, locale)
}
