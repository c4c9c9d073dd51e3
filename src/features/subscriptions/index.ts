export { type SubscriptionScope, subscriptionKeys } from './queries'
