/**
 * Money routes: /tokens, /subscriptions (active only) and
 * /subscriptions_history are logged-in only; /cancel_subscription is the renewal reminder e-mail's
 * one-click cancel link, open to anyone holding it and, like the other e-mail links, not behind the
 * age gate.
 */
import { createRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import type { SubscriptionScope } from '../features/subscriptions'
import { requireUser } from './guards'
import { lazyScreen } from './lazy-screen'
import { gatedRoute, shellRoute } from './shell'

const SubscriptionsScreen = lazyScreen<{ scope: SubscriptionScope }>('subscriptions', 'SubscriptionsScreen')
const CancelLinkScreen = lazyScreen<{ token: string }>('subscriptions', 'CancelLinkScreen')

export const tokensRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/tokens',
  beforeLoad: requireUser,
  component: lazyScreen('wallet', 'TokensScreen'),
})

export const subscriptionsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/subscriptions',
  beforeLoad: requireUser,
  component: () => <SubscriptionsScreen scope="active" />,
})

export const subscriptionsHistoryRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/subscriptions_history',
  beforeLoad: requireUser,
  component: () => <SubscriptionsScreen scope="history" />,
})

const token = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String))), undefined)

export const cancelSubscriptionRoute = createRoute({
  getParentRoute: () => shellRoute,
  ssr: false,
  path: '/cancel_subscription',
  validateSearch: v.object({ token }),
  component: function CancelSubscription() {
    return <CancelLinkScreen token={cancelSubscriptionRoute.useSearch().token ?? ''} />
  },
})
