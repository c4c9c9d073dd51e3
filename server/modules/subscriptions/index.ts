/** The subscriptions module as other modules see it. */

export type { SubscriptionsContext } from './context'
export { subscribedCreatorsAmong, subscriptionEndsAmong, subscriptionMarks } from './entitlements'
export { type Grant, type GrantingPayment, grantAccess, moveGuestGrants } from './grants'
export { ForSubscriptionSchema } from './jobs'
export { SUBSCRIPTION_JOBS, sendReminder } from './lifecycle'
export { localeOf, subscriptionMail } from './mails'
export { addPeriod, applyRenewal, enterGrace, stopRenewing } from './periods'
export { renewalPrice } from './renewal-price'
export {
  findLastApprovedPayment,
  findOwner,
  findSubscription,
  findSuccessor,
  linkCardToSubscription,
  lockSubscription,
  lockSubscriptionUnlessBusy,
  type SubscriptionRow,
} from './repository'
