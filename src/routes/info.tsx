/** Info pages: FAQ, about, support (behind the age gate); maintenance and cookies (open to anyone, no gate). */
import { createRoute, redirect } from '@tanstack/react-router'
import { FLAGS } from '../../contract/limits'
import { getPreferences } from '../api/preferences'
import { aboutQuery, faqsQuery, SUPPORT_CHAT_URL } from '../features/info'
import { lazyScreen } from './lazy-screen'
import { gatedRoute, shellRoute } from './shell'

const screens = () => import('../features/info/screens')

export const faqsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/faqs',
  // Started, not awaited: the screen shows its skeleton while the list streams in.
  loader: ({ context }) => void context.queryClient.prefetchQuery(faqsQuery(getPreferences())),
  component: lazyScreen(screens, 'FaqScreen'),
})

export const aboutRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/about',
  loader: ({ context }) => void context.queryClient.prefetchQuery(aboutQuery(getPreferences())),
  component: lazyScreen(screens, 'AboutScreen'),
})

/** The hosted support form with claims on; the external chat support site with claims off. */
export const supportRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/support',
  beforeLoad: () => {
    if (!FLAGS.claims) throw redirect({ href: SUPPORT_CHAT_URL })
  },
  component: lazyScreen(screens, 'SupportScreen'),
})

export const maintenanceRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/maintenance',
  component: lazyScreen(screens, 'MaintenanceScreen'),
})

export const cookiesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/cookies',
  component: lazyScreen(screens, 'CookiesPolicyScreen'),
})

export const cookiesAvailabilityRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/cookies-availability',
  component: lazyScreen(screens, 'CookiesAvailabilityScreen'),
})
