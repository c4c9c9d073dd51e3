/** The follows module as other modules see it. */
export { followMarks } from './repository'
export { type FollowedSet, followedAmong, followedSetOf } from './service'
