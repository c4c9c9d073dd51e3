import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { celebritiesRoute, homeRoute } from '../routes/home'
import { rootRoute } from '../routes/root'
import { gatedRoute, shellRoute } from '../routes/shell'
import { splashRoute } from '../routes/splash'

const routeTree = rootRoute.addChildren([
  splashRoute,
  shellRoute.addChildren([gatedRoute.addChildren([homeRoute, celebritiesRoute])]),
])

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Query decides freshness, not the router.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
