/** Logged-in-only account routes. */
import { createRoute } from '@tanstack/react-router'
import { requireUser } from './guards'
import { lazyScreen } from './lazy-screen'
import { gatedRoute } from './shell'

const screens = () => import('../features/account/screens')

export const dashboardRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/dashboard',
  beforeLoad: requireUser,
  component: lazyScreen(screens, 'DashboardScreen'),
})

export const changeUsernameRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/change_username',
  beforeLoad: requireUser,
  component: lazyScreen(screens, 'ChangeUsernameScreen'),
})

export const changePasswordRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/change_password',
  beforeLoad: requireUser,
  component: lazyScreen(screens, 'ChangePasswordScreen'),
})

/** The account's passkeys: add, rename, remove. */
export const passkeysRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/passkeys',
  beforeLoad: requireUser,
  component: lazyScreen(screens, 'PasskeysScreen'),
})

export const notificationsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/notifications',
  beforeLoad: requireUser,
  component: lazyScreen(screens, 'NotificationsScreen'),
})

const MarkedMoviesScreen = lazyScreen<{ mark: 'favorite' | 'like' }>(
  () => import('../features/movies/screens'),
  'MarkedMoviesScreen',
)

/** The dashboard's favourites and likes: the viewer's own picks. */
export const favoritesRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/favorites',
  beforeLoad: requireUser,
  component: () => <MarkedMoviesScreen mark="favorite" />,
})

export const likesRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/likes',
  beforeLoad: requireUser,
  component: () => <MarkedMoviesScreen mark="like" />,
})
