import { createRoute } from '@tanstack/react-router'
import { getPreferences } from '../api/preferences'
import { carouselQuery, HomeScreen } from '../features/home'
import { celebritiesQuery } from '../features/posts'
import { gatedRoute } from './shell'

/** /home and /celebrities: home with the celebrities tab, the default (000 §2 Home). */
export const homeRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/home',
  loader: ({ context }) => prefetchHome(context.queryClient),
  component: () => <HomeScreen tab="celebrities" />,
})

export const celebritiesRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/celebrities',
  loader: ({ context }) => prefetchHome(context.queryClient),
  component: () => <HomeScreen tab="celebrities" />,
})

function prefetchHome(queryClient: import('@tanstack/react-query').QueryClient) {
  const preferences = getPreferences()
  // Started, not awaited: the screen renders its skeletons at once and the data streams in.
  void queryClient.prefetchInfiniteQuery(celebritiesQuery(preferences))
  void queryClient.prefetchQuery(carouselQuery(preferences))
}
