/** Home and its tabs, each its own route (000 §2 Path list): /home, /banner, /celebrities, /feeds/, /outstandings, /webstars/, /categories. */
import type { QueryClient } from '@tanstack/react-query'
import { createRoute, redirect } from '@tanstack/react-router'
import { getPreferences } from '../api/preferences'
import { carouselQuery, HomeScreen, type HomeTab } from '../features/home'
import { celebritiesQuery } from '../features/posts'
import { gatedRoute } from './shell'

function prefetchCarousel(queryClient: QueryClient) {
  // Started, not awaited: the screen renders its skeletons at once and the data streams in.
  void queryClient.prefetchQuery(carouselQuery(getPreferences()))
}

function homeTabRoute<const P extends string>(path: P, tab: HomeTab) {
  return createRoute({
    getParentRoute: () => gatedRoute,
    path,
    loader: ({ context }) => prefetchCarousel(context.queryClient),
    component: () => <HomeScreen tab={tab} />,
  })
}

/** /home opens on the default tab, celebrities. */
export const homeRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/home',
  loader: ({ context }) => {
    prefetchCarousel(context.queryClient)
    void context.queryClient.prefetchInfiniteQuery(celebritiesQuery(getPreferences()))
  },
  component: () => <HomeScreen tab="celebrities" />,
})

/** The banner tab belongs to the main theme only; in chads it falls back to celebrities. */
export const bannerRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/banner',
  beforeLoad: () => {
    if (getPreferences().siteType !== 'divas') throw redirect({ to: '/celebrities', replace: true })
  },
  loader: ({ context }) => prefetchCarousel(context.queryClient),
  component: () => <HomeScreen tab="banner" />,
})

export const celebritiesRoute = homeTabRoute('/celebrities', 'celebrities')
export const feedsRoute = homeTabRoute('/feeds', 'feeds')
export const outstandingsRoute = homeTabRoute('/outstandings', 'outstanding')
export const webstarsRoute = homeTabRoute('/webstars', 'webstars')
export const categoriesRoute = homeTabRoute('/categories', 'categories')
