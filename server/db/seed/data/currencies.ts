/**
 * Currencies of the demo (ISO 4217): code, numeric code, symbol, name, units per US dollar (a
 * fixed demo rate) and decimals. A real deployment updates the rates from its provider.
 */
export const CURRENCIES: [
  code: string,
  numeric: string,
  symbol: string,
  name: string,
  perUsd: number,
  decimals: number,
][] = [
  ['USD', '840', '$', 'US dollar', 1, 2],
  ['EUR', '978', '€', 'Euro', 0.92, 2],
  ['GBP', '826', '£', 'Pound sterling', 0.79, 2],
  ['CAD', '124', 'CA$', 'Canadian dollar', 1.36, 2],
  ['AUD', '036', 'A$', 'Australian dollar', 1.52, 2],
  ['NZD', '554', 'NZ$', 'New Zealand dollar', 1.65, 2],
  ['JPY', '392', '¥', 'Japanese yen', 151, 0],
  ['CHF', '756', 'CHF', 'Swiss franc', 0.9, 2],
  ['SEK', '752', 'kr', 'Swedish krona', 10.6, 2],
  ['NOK', '578', 'kr', 'Norwegian krone', 10.8, 2],
  ['DKK', '208', 'kr', 'Danish krone', 6.88, 2],
  ['PLN', '985', 'zł', 'Polish złoty', 4, 2],
  ['CZK', '203', 'Kč', 'Czech koruna', 23.3, 2],
  ['HUF', '348', 'Ft', 'Hungarian forint', 362, 0],
  ['RON', '946', 'lei', 'Romanian leu', 4.58, 2],
  ['TRY', '949', '₺', 'Turkish lira', 32.5, 2],
  ['BRL', '986', 'R$', 'Brazilian real', 5.05, 2],
  ['MXN', '484', 'MX$', 'Mexican peso', 17.1, 2],
  ['ARS', '032', 'ARS$', 'Argentine peso', 870, 2],
  ['CLP', '152', 'CLP$', 'Chilean peso', 940, 0],
  ['COP', '170', 'COL$', 'Colombian peso', 3900, 0],
  ['PEN', '604', 'S/', 'Peruvian sol', 3.72, 2],
  ['UYU', '858', '$U', 'Uruguayan peso', 39, 2],
]

/** Each country's currency where it is not the US dollar. */
export const COUNTRY_CURRENCIES: Record<string, string> = {
  AR: 'ARS',
  AT: 'EUR',
  AU: 'AUD',
  BE: 'EUR',
  BR: 'BRL',
  CA: 'CAD',
  CH: 'CHF',
  CL: 'CLP',
  CO: 'COP',
  CZ: 'CZK',
  DE: 'EUR',
  DK: 'DKK',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GB: 'GBP',
  GR: 'EUR',
  HU: 'HUF',
  IE: 'EUR',
  IT: 'EUR',
  JP: 'JPY',
  MX: 'MXN',
  NL: 'EUR',
  NO: 'NOK',
  NZ: 'NZD',
  PE: 'PEN',
  PL: 'PLN',
  PT: 'EUR',
  RO: 'RON',
  SE: 'SEK',
  TR: 'TRY',
  UY: 'UYU',
}

/** Purchases cannot be made from these (the processors will not take them). */
export const UNPAYABLE_COUNTRIES = ['VE']

/** Buyers here often shop through a VPN: the purchase screen warns them. */
export const VPN_WARNING_COUNTRIES = ['TR', 'IT']
