/** The subscriptions module as other modules see it. */

export { type Grant, type GrantingPayment, grantAccess, moveGuestGrants } from './grants'
export { localeOf } from './mails'
export { addPeriod, applyRenewal, stopRenewing } from './periods'
export { findSubscription, linkCardToSubscription } from './repository'
