/** The subscriptions module as other modules see it. */
export { localeOf } from './mails'
export { addPeriod, applyRenewal, stopRenewing } from './periods'
export { findSubscription } from './repository'
