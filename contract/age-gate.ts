/**
 * The age gate's acceptance as a cookie, beside the app's local storage: the server reads it to
 * send the page already past the gate, which is what makes Enter work without JavaScript (the
 * page's plain form goes to ENTER_PATH, which sets it and sends the visitor on).
 */
export const AGE_COOKIE = 'velvet_age'
export const AGE_COOKIE_VALUE = '1'
export const ENTER_PATH = '/enter'
/** A year: acceptance is for good; the cookie is renewed by each Enter. */
export const AGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

export function hasAgeCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${AGE_COOKIE}=${AGE_COOKIE_VALUE}`)
}

/**
 * Pages that open without the gate, even for a visitor who has not passed it (links from
 * e-mails, the maintenance page, cookie and subscription notices). The app's router keeps them out
 * of its gated routes; the page's first paint and the server open the gate on them.
 */
export const NO_SPLASH_PATHS = [
  '/verify',
  '/recover',
  '/signedout',
  '/disabled',
  '/maintenance',
  '/cookies',
  '/cookies-availability',
  '/cancel_subscription',
  // The age check a region's law asks for takes the gate's place (features/age-gate/age-check-screen).
  '/age-check',
] as const

export function isNoSplashPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (NO_SPLASH_PATHS as readonly string[]).includes(path)
}
