/** The sandbox processor's pages in the four interface languages, from the server's catalog. */
import { isLocale, type Locale, localeFromAcceptLanguage } from '../../../contract/languages'
import { catalogTranslator } from '../../lib/i18n'

const MESSAGES = {
  sandbox: /*i18n*/ { id: 'Sandbox: no real money moves' },
  secure: /*i18n*/ { id: 'Secure payment' },
  pay: /*i18n*/ { id: 'Pay' },
  payAmount: /*i18n*/ { id: 'Pay {amount}' },
  merchant: /*i18n*/ { id: 'Merchant' },
  order: /*i18n*/ { id: 'Order' },
  cardNumber: /*i18n*/ { id: 'Card number' },
  expiry: /*i18n*/ { id: 'Expiry (MM/YY)' },
  month: /*i18n*/ { id: 'Month (MM)' },
  year: /*i18n*/ { id: 'Year (YY)' },
  cvc: /*i18n*/ { id: 'Security code' },
  holder: /*i18n*/ { id: 'Name on card' },
  cancel: /*i18n*/ { id: 'Cancel and go back' },
  testCards: /*i18n*/ { id: 'Test cards' },
  anyFuture: /*i18n*/ { id: 'Any future expiry date and any 3-digit code (4 for Amex).' },
  deviceCheck: /*i18n*/ { id: 'Checking your device…' },
  errors: /*i18n*/ { id: 'Please check the highlighted fields.' },
  required: /*i18n*/ { id: 'Required.' },
  badNumber: /*i18n*/ { id: 'This card number is not valid.' },
  badHolder: /*i18n*/ { id: 'Enter the name as it is printed on the card.' },
  badExpiry: /*i18n*/ { id: 'This expiry date is not valid or has passed.' },
  badCvc: /*i18n*/ { id: 'Enter the 3 or 4 digits on the card.' },
  challengeTitle: /*i18n*/ { id: 'Verify it is you' },
  challengeText: /*i18n*/ {
    id: 'Your bank asks you to confirm this payment. Enter the code it sent you (in the sandbox: {code}).',
  },
  code: /*i18n*/ { id: 'Verification code' },
  confirm: /*i18n*/ { id: 'Confirm' },
  redirecting: /*i18n*/ { id: 'Taking you back to the shop…' },
  continue: /*i18n*/ { id: 'Continue' },
  approved: /*i18n*/ { id: 'Payment approved' },
  declined: /*i18n*/ { id: 'Payment declined' },
  pending: /*i18n*/ { id: 'Payment pending' },
  canceled: /*i18n*/ { id: 'Payment canceled' },
  notFound: /*i18n*/ { id: 'This payment page has expired or does not exist.' },
  badLink: /*i18n*/ { id: 'This payment link was not signed by the merchant.' },
  cryptoTitle: /*i18n*/ { id: 'Pay with crypto' },
  cryptoSend: /*i18n*/ { id: 'Send exactly {amount} {coin} to this address:' },
  cryptoPaid: /*i18n*/ { id: 'I have sent the payment' },
  cryptoPartial: /*i18n*/ { id: 'Send only part of it' },
  cryptoExpire: /*i18n*/ { id: 'Let the invoice expire' },
  coin: /*i18n*/ { id: 'Coin' },
  poweredBy: /*i18n*/ { id: 'Payments processed by {name}' },
}

type Key = keyof typeof MESSAGES

export type Translate = (key: Key, values?: Record<string, string>) => string

export const translator: (locale: Locale) => Translate = catalogTranslator(MESSAGES)

/** `?lang=` first, then the checkout's language, then the browser's. */
export function pageLocale(
  query: unknown,
  checkoutLocale: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  const lang = (query as { lang?: unknown } | undefined)?.lang
  if (isLocale(lang)) return lang
  if (isLocale(checkoutLocale)) return checkoutLocale
  return localeFromAcceptLanguage(acceptLanguage)
}
