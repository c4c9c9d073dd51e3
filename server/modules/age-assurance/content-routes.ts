/**
 * Which routes carry adult content and wait for an age check where one is required. Every media file
 * and every API route does, except the ones listed open here: signing in and the account, paying
 * (and the processors' callbacks), the age check itself, the info pages, and lists with nothing adult
 * in them (languages, countries, currencies). A route added later is closed until it is listed here.
 * The app's own files and pages are not API routes: they stay reachable.
 */

const OPEN_ROUTES: ReadonlySet<string> = new Set([
  '/api/health',
  '/api/app_config',
  '/api/altcha/challenge',
  '/api/unavailable_usernames',
  '/api/unavailable_emails',
  '/api/unfinished_users',
  '/api/users/me',
  '/api/users/me/profile_picture',
  '/api/user_last_lang',
  '/api/chat/change_username',
  '/api/chat/update_email_notifications',
  // Info pages and lists with nothing adult in them.
  '/api/languages',
  '/api/frequently_asked_questions',
  '/api/cms/about',
  '/api/countries',
  '/api/country_subdivisions',
  '/api/currencies',
  '/api/claim',
  '/api/casting',
  // Buying: a membership can be bought, it just does not replace the check.
  '/api/purchase_options',
  '/api/paylink',
  '/api/addons',
  '/api/subscription_plans',
  '/api/payments',
  '/api/paymentsInovioRetrieveDdc',
  '/api/one_click_payment/:plan/:card',
  // The member's money and subscriptions, cancelling included.
  '/api/tokens',
  '/api/tokens/balance',
  '/api/spending_limits',
  '/api/statements',
  '/api/token_spending',
  '/api/subscriptions',
  '/api/subscriptions/:id',
  '/api/unsubscription_requests',
  '/api/subscription_cancellations',
  '/api/additional_membership_offers',
  '/api/additional_membership_offers/:id',
  '/api/age_check',
])

const OPEN_PREFIXES = ['/api/auth/', '/api/payments/', '/api/age_check/', '/api/push/', '/api/dev/'] as const

/** Whether a route (its pattern, `/api/posts/:id`) waits for an age check where one is required. */
export function isContentRoute(pattern: string): boolean {
  if (pattern.startsWith('/media/')) return true
  if (!pattern.startsWith('/api/')) return false
  return !OPEN_ROUTES.has(pattern) && !OPEN_PREFIXES.some((prefix) => pattern.startsWith(prefix))
}
