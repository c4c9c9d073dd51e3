/** Home and its tabs, each its own route: /home, /banner, /celebrities, /feeds/, /outstandings, /webstars/, /categories. */
import type { QueryClient } from '@tanstack/react-query'
import { createRoute, redirect, useMatches } from '@tanstack/react-router'
import { getPreferences } from '../api/preferences'
import { carouselQuery, HomeScreen, type HomeTab } from '../features/home'
import { celebritiesQuery } from '../features/posts'
import { gatedRoute } from './shell'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The home tab a route of home shows. */
    homeTab?: HomeTab
  }
}

function prefetchCarousel(queryClient: QueryClient) {
  // Started, not awaited: the screen renders its skeletons at once and the data streams in.
  void queryClient.prefetchQuery(carouselQuery(getPreferences()))
}

/**
 * One layout for every tab: going from tab to tab (or theme to theme) changes what it shows, not
 * the screen itself, so the carousel, the footer banner and an unchanged list stay mounted.
 */
const homeLayoutRoute = createRoute({
  getParentRoute: () => gatedRoute,
  id: 'home-tabs',
  component: HomeLayout,
})

function HomeLayout() {
  const tab = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.homeTab)?.staticData })
  return <HomeScreen tab={tab?.homeTab ?? 'celebrities'} />
}

function homeTabRoute<const P extends string>(path: P, tab: HomeTab) {
  return createRoute({
    getParentRoute: () => homeLayoutRoute,
    path,
    staticData: { homeTab: tab },
    loader: ({ context }) => prefetchCarousel(context.queryClient),
  })
}

/** /home opens on the default tab, celebrities. */
const homeRoute = createRoute({
  getParentRoute: () => homeLayoutRoute,
  path: '/home',
  staticData: { homeTab: 'celebrities' },
  loader: ({ context }) => {
    prefetchCarousel(context.queryClient)
    void context.queryClient.prefetchInfiniteQuery(celebritiesQuery(getPreferences()))
  },
})

/** The banner tab belongs to the main theme only; in chads it falls back to celebrities. */
const bannerRoute = createRoute({
  getParentRoute: () => homeLayoutRoute,
  path: '/banner',
  staticData: { homeTab: 'banner' },
  beforeLoad: () => {
    if (getPreferences().siteType !== 'divas') throw redirect({ to: '/celebrities', replace: true })
  },
  loader: ({ context }) => prefetchCarousel(context.queryClient),
})

export const homeRoutes = homeLayoutRoute.addChildren([
  homeRoute,
  bannerRoute,
  homeTabRoute('/celebrities', 'celebrities'),
  homeTabRoute('/feeds', 'feeds'),
  homeTabRoute('/outstandings', 'outstanding'),
  homeTabRoute('/webstars', 'webstars'),
  homeTabRoute('/categories', 'categories'),
])
