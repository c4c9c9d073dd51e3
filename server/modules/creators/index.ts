/** The creators module as other modules see it. */
export { findPlans, likePattern } from './repository'
export { type CreatorRow, offersChat, toCreator } from './serialize'
export { toPlan } from './serialize-plan'
export { profilePlans, requireCreator } from './service'
export { sexesForSiteType } from './site-type-filter'
