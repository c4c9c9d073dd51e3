/**
 * Where adult content waits for an age check, and which methods each place accepts: a table of ISO
 * 3166 codes (a country, or a US state as `US-TX`) to methods, AGE_CHECK_REGIONS in configuration.
 * The default below follows the laws in force at the time of writing; it is a starting point for an
 * operator's counsel, not legal advice.
 *
 * - GB (Online Safety Act, Ofcom's "highly effective age assurance" guidance, from 25 July 2025):
 *   facial age estimation and photo-ID matching are both on Ofcom's list.
 * - FR (SREN law, Arcom's reference framework, from 2025): estimation and document checks, through
 *   an independent provider.
 * - DE (JMStV, the KJM's assessments): document checks, and estimation systems the KJM has rated.
 * - IT (AGCOM's decision 96/25/CONS, from November 2025): verification by a certified third party;
 *   documents only here until estimation is confirmed there.
 * - US states whose laws ask for "reasonable age verification" (a government-issued ID or a
 *   commercially reasonable method on transactional data): documents. Texas HB 1181 was upheld by the
 *   Supreme Court in Free Speech Coalition v. Paxton (June 2025).
 */
import type { AgeCheckMethod } from '../../../contract/schemas/age-check'

export type RegionMethods = Readonly<Record<string, readonly AgeCheckMethod[]>>

const ESTIMATION_OR_DOCUMENT: readonly AgeCheckMethod[] = ['estimation', 'document']
const DOCUMENT: readonly AgeCheckMethod[] = ['document']

/** US states with an age-verification law for adult sites in force (Louisiana first, in 2023). */
const US_STATES = [
  'AL',
  'AR',
  'AZ',
  'FL',
  'GA',
  'ID',
  'IN',
  'KS',
  'KY',
  'LA',
  'MO',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'OH',
  'OK',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'WY',
] as const

export const DEFAULT_AGE_CHECK_REGIONS: RegionMethods = {
  GB: ESTIMATION_OR_DOCUMENT,
  FR: ESTIMATION_OR_DOCUMENT,
  DE: ESTIMATION_OR_DOCUMENT,
  IT: DOCUMENT,
  ...Object.fromEntries(US_STATES.map((state) => [`US-${state}`, DOCUMENT])),
}

/**
 * The methods `region` accepts: its own row (`US-TX`), else its country's (`US` covers every state
 * not listed itself); none when the region asks for no check.
 */
export function methodsForRegion(region: string | undefined, table: RegionMethods): readonly AgeCheckMethod[] {
  if (!region) return []
  return table[region] ?? table[region.slice(0, 2)] ?? []
}
