/** The social module as other modules see it. */
export { SOCIAL_LIMITS, writeLimits } from './limits'
export { followCreator } from './repository'
