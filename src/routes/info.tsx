/** Info pages: FAQ, about, support (behind the age gate); maintenance and cookies (open to anyone, no gate). */
import { createRoute, redirect } from '@tanstack/react-router'
import { FLAGS } from '../../contract/limits'
import { aboutQuery, faqsQuery, SUPPORT_CHAT_URL } from '../features/info'
import { lazyScreen } from './lazy-screen'
import { readForScreen } from './screen-data'
import { gatedRoute, shellRoute } from './shell'

export const faqsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/faqs',
  loader: ({ context }) =>
    readForScreen(context, [context.queryClient.prefetchQuery(faqsQuery(context.preferences()))]),
  component: lazyScreen('info', 'FaqScreen'),
})

export const aboutRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/about',
  loader: ({ context }) =>
    readForScreen(context, [context.queryClient.prefetchQuery(aboutQuery(context.preferences()))]),
  component: lazyScreen('info', 'AboutScreen'),
})

/** The hosted support form with claims on; the external chat support site with claims off. */
export const supportRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/support',
  beforeLoad: () => {
    if (!FLAGS.claims) throw redirect({ href: SUPPORT_CHAT_URL })
  },
  component: lazyScreen('info', 'SupportScreen'),
})

export const maintenanceRoute = createRoute({
  getParentRoute: () => shellRoute,
  ssr: false,
  path: '/maintenance',
  component: lazyScreen('info', 'MaintenanceScreen'),
})

export const cookiesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/cookies',
  component: lazyScreen('info', 'CookiesPolicyScreen'),
})

export const cookiesAvailabilityRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/cookies-availability',
  component: lazyScreen('info', 'CookiesAvailabilityScreen'),
})
