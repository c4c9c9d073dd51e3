/** The idempotency module as other modules see it. */
export { guestClient } from './guest-client'
export { readIdempotencyKey } from './key'
export { defineMemberWrite, type IdempotencyDeps, respondOnce } from './route'
export { type Once, type Outcome, onceWithoutKey } from './service'
