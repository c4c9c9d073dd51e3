import { createRouter } from '@tanstack/react-router'
import type { JSX, ReactNode } from 'react'
import { setHydrationTime } from '../lib/page-clock'
import {
  changePasswordRoute,
  changeUsernameRoute,
  dashboardRoute,
  favoritesRoute,
  likesRoute,
  notificationsRoute,
  passkeysRoute,
} from '../routes/account'
import { ageCheckRoute } from '../routes/age-check'
import {
  disabledRoute,
  finishRoute,
  loginRoute,
  logoutRoute,
  recoverRoute,
  signedOutRoute,
  signupRoute,
  signupUserRoute,
  tokenLoginRoute,
  verifyRoute,
} from '../routes/auth'
import { videoCallEndRoute, videoCallRoute } from '../routes/calls'
import { creatorSearchRoute, modelsRoute } from '../routes/creators'
import { downloadsRoute } from '../routes/downloads'
import { homeRoutes } from '../routes/home'
import {
  aboutRoute,
  cookiesAvailabilityRoute,
  cookiesRoute,
  faqsRoute,
  maintenanceRoute,
  supportRoute,
} from '../routes/info'
import { profileByIdRoute, profileByUsernameRoute, singlePostRoute } from '../routes/profile'
import {
  buyTokensRoute,
  paylinkRoute,
  paymentResultCcbillRoute,
  paymentResultRoute,
  paymentsRoute,
  purchaseRoute,
  purchaseSubscriptionRoute,
  purchaseTokensRoute,
  subscribeRoute,
  subscriptionPaymentsRoute,
} from '../routes/purchase'
import { type RouterContext, rootRoute } from '../routes/root'
import { shareRoute } from '../routes/share'
import { gatedRoute, shellRoute } from '../routes/shell'
import { castingRoute, chatsRoute, claimsRoute, conversationRoute, modelReportRoute, roomRoute } from '../routes/social'
import { splashRoute } from '../routes/splash'
import { hotVideosRoute, videoSearchRoute, videosRoute } from '../routes/videos'
import { cancelSubscriptionRoute, subscriptionsHistoryRoute, subscriptionsRoute, tokensRoute } from '../routes/wallet'
import { watchRoute } from '../routes/watch'
import { parseSearch, stringifySearch } from './search-params'
import { ScreenError } from './shell/screen-error'

const routeTree = rootRoute.addChildren([
  splashRoute,
  shellRoute.addChildren([
    gatedRoute.addChildren([
      homeRoutes,
      loginRoute,
      signupRoute,
      signupUserRoute,
      finishRoute,
      tokenLoginRoute,
      logoutRoute,
      dashboardRoute,
      changeUsernameRoute,
      changePasswordRoute,
      notificationsRoute,
      passkeysRoute,
      favoritesRoute,
      likesRoute,
      profileByUsernameRoute,
      profileByIdRoute,
      singlePostRoute,
      videosRoute,
      videoSearchRoute,
      hotVideosRoute,
      watchRoute,
      downloadsRoute,
      modelsRoute,
      creatorSearchRoute,
      faqsRoute,
      aboutRoute,
      supportRoute,
      claimsRoute,
      modelReportRoute,
      castingRoute,
      roomRoute,
      purchaseRoute,
      purchaseSubscriptionRoute,
      purchaseTokensRoute,
      subscribeRoute,
      buyTokensRoute,
      paylinkRoute,
      paymentResultRoute,
      paymentResultCcbillRoute,
      paymentsRoute,
      subscriptionPaymentsRoute,
      chatsRoute,
      conversationRoute,
      tokensRoute,
      subscriptionsRoute,
      subscriptionsHistoryRoute,
      videoCallRoute,
      videoCallEndRoute,
      shareRoute,
    ]),
    verifyRoute,
    recoverRoute,
    signedOutRoute,
    disabledRoute,
    maintenanceRoute,
    cookiesRoute,
    cookiesAvailabilityRoute,
    cancelSubscriptionRoute,
    ageCheckRoute,
  ]),
])

type AppRouterOptions = {
  context: RouterContext
  /** The providers around the whole document (translations, preferences, the query client). */
  Wrap: (props: { children: ReactNode }) => JSX.Element
  /** A server render's nonce for the scripts it writes into the page (the CSP allows those only). */
  nonce?: string
  /** A server render's time, written into the page: the browser hydrates relative dates with it. */
  renderedAt?: number
}

type Dehydrated = { renderedAt?: number }

/**
 * One router per page in the browser, and one per request on the server: nothing of a request's
 * (its language, its data) is ever in a module-level router another request could read.
 */
export function createAppRouter({ context, Wrap, nonce, renderedAt }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context,
    Wrap,
    ...(nonce ? { ssr: { nonce } } : {}),
    dehydrate: (): Dehydrated => ({ renderedAt }),
    hydrate: (dehydrated: Dehydrated) => setHydrationTime(dehydrated.renderedAt),
    isServer: context.isServer,
    // Query decides freshness, not the router.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ScreenError,
    parseSearch,
    stringifySearch,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
