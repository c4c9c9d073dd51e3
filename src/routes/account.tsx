/** Logged-in-only account routes. */
import { createRoute } from '@tanstack/react-router'
import { requireUser } from './guards'
import { lazyScreen } from './lazy-screen'
import { gatedRoute } from './shell'

export const dashboardRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/dashboard',
  beforeLoad: requireUser,
  component: lazyScreen('account', 'DashboardScreen'),
})

export const changeUsernameRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/change_username',
  beforeLoad: requireUser,
  component: lazyScreen('account', 'ChangeUsernameScreen'),
})

export const changePasswordRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/change_password',
  beforeLoad: requireUser,
  component: lazyScreen('account', 'ChangePasswordScreen'),
})

/** The account's passkeys: add, rename, remove. */
export const passkeysRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/passkeys',
  beforeLoad: requireUser,
  component: lazyScreen('account', 'PasskeysScreen'),
})

export const notificationsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/notifications',
  beforeLoad: requireUser,
  component: lazyScreen('account', 'NotificationsScreen'),
})

const MarkedMoviesScreen = lazyScreen<{ mark: 'favorite' | 'like' }>('movies', 'MarkedMoviesScreen')

/** The dashboard's favourites and likes: the viewer's own picks. */
export const favoritesRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/favorites',
  beforeLoad: requireUser,
  component: () => <MarkedMoviesScreen mark="favorite" />,
})

export const likesRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/likes',
  beforeLoad: requireUser,
  component: () => <MarkedMoviesScreen mark="like" />,
})
