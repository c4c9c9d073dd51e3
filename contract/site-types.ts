/** The two themes: divas is the main one, chads the alternative. */

export const SITE_TYPES = ['divas', 'chads'] as const
export type SiteType = (typeof SITE_TYPES)[number]
export const DEFAULT_SITE_TYPE: SiteType = 'divas'

export function isSiteType(value: unknown): value is SiteType {
  return typeof value === 'string' && (SITE_TYPES as readonly string[]).includes(value)
}

export const CREATOR_SEXES = ['F', 'M', 'X'] as const
export type CreatorSex = (typeof CREATOR_SEXES)[number]

/** Opening a model switches the theme: F to divas, M to chads, X changes nothing. */
export function siteTypeForSex(sex: CreatorSex): SiteType | undefined {
  if (sex === 'F') return 'divas'
  if (sex === 'M') return 'chads'
  return undefined
}
