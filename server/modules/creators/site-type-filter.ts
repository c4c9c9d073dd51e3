import type { CreatorSex, SiteType } from '../../../contract/site-types'

/** Creators shown in a theme: F in divas, M in chads, X in both. */
export function sexesForSiteType(siteType: SiteType): CreatorSex[] {
  return siteType === 'divas' ? ['F', 'X'] : ['M', 'X']
}
