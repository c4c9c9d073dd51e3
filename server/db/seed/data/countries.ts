/** Countries offered in forms (purchase, claims); ISO 3166-1 alpha-2 codes. */
export const COUNTRIES: [code: string, name: string][] = [
  ['AR', 'Argentina'], ['AU', 'Australia'], ['AT', 'Austria'], ['BE', 'Belgium'], ['BO', 'Bolivia'],
  ['BR', 'Brazil'], ['CA', 'Canada'], ['CL', 'Chile'], ['CO', 'Colombia'], ['CR', 'Costa Rica'],
  ['CZ', 'Czechia'], ['DK', 'Denmark'], ['DO', 'Dominican Republic'], ['EC', 'Ecuador'], ['FI', 'Finland'],
  ['FR', 'France'], ['DE', 'Germany'], ['GR', 'Greece'], ['GT', 'Guatemala'], ['HN', 'Honduras'],
  ['HU', 'Hungary'], ['IE', 'Ireland'], ['IT', 'Italy'], ['JP', 'Japan'], ['MX', 'Mexico'],
  ['NL', 'Netherlands'], ['NZ', 'New Zealand'], ['NO', 'Norway'], ['PA', 'Panama'], ['PY', 'Paraguay'],
  ['PE', 'Peru'], ['PL', 'Poland'], ['PT', 'Portugal'], ['PR', 'Puerto Rico'], ['RO', 'Romania'],
  ['ES', 'Spain'], ['SE', 'Sweden'], ['CH', 'Switzerland'], ['TR', 'Türkiye'], ['GB', 'United Kingdom'],
  ['US', 'United States'], ['UY', 'Uruguay'], ['VE', 'Venezuela'],
]
