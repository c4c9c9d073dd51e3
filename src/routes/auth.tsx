/** Account entry routes: login, signup, finish, e-mail links, signed out, logout, token login. */
import { createRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { requireGuest, requireUser } from './guards'
import { lazyScreen } from './lazy-screen'
import { gatedRoute, shellRoute } from './shell'

const optionalString = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String))), undefined)
/** An id in the query, kept a number so the URL keeps `payment_id=6` (not a quoted string). */
const optionalId = v.fallback(
  v.optional(v.pipe(v.unknown(), v.transform(String), v.regex(/^\d{1,9}$/), v.transform(Number))),
  undefined,
)

export const loginRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/login',
  validateSearch: v.object({
    redirect: optionalString,
    payment_id: optionalString,
    sc: optionalString,
    recover: optionalString,
    email: optionalString,
    /** Back from a social sign-in: `done` (take the session) or `failed`. */
    social: optionalString,
  }),
  beforeLoad: requireGuest,
  component: lazyScreen('auth', 'LoginScreen'),
})

export const signupRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/signup',
  beforeLoad: requireGuest,
  component: lazyScreen('auth', 'SignupChoiceScreen'),
})

export const signupUserRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/signup/user',
  beforeLoad: requireGuest,
  component: lazyScreen('auth', 'RegisterScreen'),
})

export const finishRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/finish',
  validateSearch: v.object({ token: optionalString, payment_id: optionalId }),
  beforeLoad: requireGuest,
  component: lazyScreen('purchase', 'FinishRegistrationScreen'),
})

export const tokenLoginRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/token_login/$token/$modelId',
  component: lazyScreen('auth', 'TokenLoginScreen'),
})

export const logoutRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/logout',
  beforeLoad: requireUser,
  component: lazyScreen('auth', 'LogoutScreen'),
})

/** Reached from e-mails: open to guests and users alike, and not behind the age gate. */
export const verifyRoute = createRoute({
  getParentRoute: () => shellRoute,
  ssr: false,
  path: '/verify',
  validateSearch: v.object({ email: optionalString, token: optionalString }),
  component: lazyScreen('auth', 'VerifyEmailScreen'),
})

export const recoverRoute = createRoute({
  getParentRoute: () => shellRoute,
  ssr: false,
  path: '/recover',
  validateSearch: v.object({ email: optionalString, token: optionalString }),
  // Without both the e-mail and the token there is nothing to recover: home.
  beforeLoad: ({ search }) => {
    if (!search.email || !search.token) throw redirect({ to: '/home', replace: true })
  },
  component: lazyScreen('auth', 'RecoverPasswordScreen'),
})

export const signedOutRoute = createRoute({
  getParentRoute: () => shellRoute,
  ssr: false,
  path: '/signedout',
  component: lazyScreen('auth', 'SignedOutScreen'),
})

export const disabledRoute = createRoute({
  getParentRoute: () => shellRoute,
  ssr: false,
  path: '/disabled',
  component: lazyScreen('auth', 'AccountDisabledScreen'),
})
