/**
 * CCBill FlexForms dynamic pricing: the formDigest that proves the price came
 * from us, and who may send webhooks. CCBill does not sign its webhooks; it documents the address
 * ranges they come from, so a webhook is accepted from those ranges only, on a URL carrying our
 * own secret, and its amount and currency are checked against the payment.
 */
import { md5Hex } from './crypto'

export type CcbillPrice = {
  initialPrice: string
  initialPeriod: number
  currencyCode: string
  recurring?: { recurringPrice: string; recurringPeriod: number; numRebills: number }
}

/**
 * MD5 hex of the values concatenated as strings in the documented order: single billing
 * initialPrice, initialPeriod, currencyCode, salt; recurring initialPrice, initialPeriod,
 * recurringPrice, recurringPeriod, numRebills, currencyCode, salt.
 */
export function ccbillFormDigest(price: CcbillPrice, salt: string): string {
  const parts = price.recurring
    ? [
        price.initialPrice,
        price.initialPeriod,
        price.recurring.recurringPrice,
        price.recurring.recurringPeriod,
        price.recurring.numRebills,
        price.currencyCode,
        salt,
      ]
    : [price.initialPrice, price.initialPeriod, price.currencyCode, salt]
  return md5Hex(parts.join(''))
}

/** Where CCBill's webhooks come from (Webhooks User Guide): 64.38.212/215/240/241.1–254. */
export const CCBILL_WEBHOOK_RANGES = ['64.38.212.0/24', '64.38.215.0/24', '64.38.240.0/24', '64.38.241.0/24']

function ipv4ToNumber(ip: string): number | undefined {
  const parts = ip.replace(/^::ffff:/, '').split('.')
  if (parts.length !== 4) return undefined
  let value = 0
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined
    value = value * 256 + Number(part)
  }
  return value
}

/** Whether an IPv4 address is in one of the CIDR ranges. */
export function isInRanges(ip: string, ranges: readonly string[]): boolean {
  const address = ipv4ToNumber(ip)
  if (address === undefined) return false
  return ranges.some((range) => {
    const [base = '', bits = '32'] = range.split('/')
    const start = ipv4ToNumber(base)
    const prefix = Number(bits)
    if (start === undefined || !(prefix >= 0 && prefix <= 32)) return false
    const size = 2 ** (32 - prefix)
    return address >= Math.floor(start / size) * size && address < Math.floor(start / size) * size + size
  })
}

/** CCBill's numeric currency codes (FlexForms supports these six). */
export const CCBILL_CURRENCIES: Record<string, { code: string; decimals: number }> = {
  '840': { code: 'USD', decimals: 2 },
  '978': { code: 'EUR', decimals: 2 },
  '826': { code: 'GBP', decimals: 2 },
  '124': { code: 'CAD', decimals: 2 },
  '036': { code: 'AUD', decimals: 2 },
  '392': { code: 'JPY', decimals: 0 },
}
