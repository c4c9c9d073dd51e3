/** Home and its tabs, each its own route: /home, /banner, /celebrities, /feeds/, /outstandings, /webstars/, /categories. */
import { createRoute, lazyFn, redirect, useMatches } from '@tanstack/react-router'
import { bannersQuery, carouselQuery, HomeScreen, type HomeTab } from '../features/home'
import { celebritiesQuery, feedsQuery } from '../features/posts'
import { loadListReads } from './lazy-screen'
import type { RouterContext } from './root'
import { readForScreen } from './screen-data'
import { gatedRoute } from './shell'

const readCategories = lazyFn(loadListReads, 'readCategories')
const readOutstanding = lazyFn(loadListReads, 'readOutstanding')

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The home tab a route of home shows. */
    homeTab?: HomeTab
  }
}

/**
 * What a tab shows on its first screen: the carousel and the footer banner (every tab), and the tab's
 * own list. The creators tab waits for the session (it lists followed creators first), so the server
 * renders its skeleton.
 */
function readTab(context: RouterContext, tab: HomeTab): Promise<void> {
  const { queryClient } = context
  const preferences = context.preferences()
  const own: Record<HomeTab, () => Promise<void> | undefined> = {
    banner: () => queryClient.prefetchQuery(bannersQuery('home_tab', preferences)),
    celebrities: () => queryClient.prefetchInfiniteQuery(celebritiesQuery(preferences)),
    feeds: () => queryClient.prefetchInfiniteQuery(feedsQuery(preferences)),
    outstanding: () => readOutstanding(context),
    webstars: () => undefined,
    categories: () => readCategories(context),
  }
  return readForScreen(context, [
    queryClient.prefetchQuery(carouselQuery(preferences)),
    queryClient.prefetchQuery(bannersQuery('home_footer', preferences)),
    own[tab]() ?? Promise.resolve(),
  ])
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
    loader: ({ context }) => readTab(context, tab),
  })
}

/** The banner tab belongs to the main theme only; in chads it falls back to celebrities. */
const bannerRoute = createRoute({
  getParentRoute: () => homeLayoutRoute,
  path: '/banner',
  staticData: { homeTab: 'banner' },
  beforeLoad: ({ context }) => {
    if (context.preferences().siteType !== 'divas') throw redirect({ to: '/celebrities', replace: true })
  },
  loader: ({ context }) => readTab(context, 'banner'),
})

export const homeRoutes = homeLayoutRoute.addChildren([
  /** /home opens on the default tab, celebrities. */
  homeTabRoute('/home', 'celebrities'),
  bannerRoute,
  homeTabRoute('/celebrities', 'celebrities'),
  homeTabRoute('/feeds', 'feeds'),
  homeTabRoute('/outstandings', 'outstanding'),
  homeTabRoute('/webstars', 'webstars'),
  homeTabRoute('/categories', 'categories'),
])
