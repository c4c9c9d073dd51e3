/** The feature's screens, loaded lazily by their routes. */
export { CancelLinkScreen } from './cancel-link-screen'
export { SubscriptionsScreen } from './subscriptions-screen'
