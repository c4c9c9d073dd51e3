/** The creators module as other modules see it. */

export { type ChatCase, type ChatCreatorFlags, chatCaseFor } from './chat-rule'
export { findCreatorBrief, findPlans, likePattern } from './repository'
export { type CreatorRow, offersChat, toCreator } from './serialize'
export { toPlan } from './serialize-plan'
export { profilePlans, requireCreator } from './service'
export { sexesForSiteType } from './site-type-filter'
