/**
 * Names every JavaScript object inherits (`__proto__`, `constructor`, `tostring`…), lowercased as
 * usernames are: code that keys anything by username (a chat's participants, a lookup table in
 * the app or the chat host) would find an inherited member under them instead of a user.
 */
const INHERITED_NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'].map((name) => name.toLowerCase())

/**
 * Usernames nobody may take: the app's top-level paths, and the names objects inherit. A profile
 * lives at `/{username}`, so a user named like a route would shadow that route (or be shadowed by it).
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  ...INHERITED_NAMES,
  'about',
  'admin',
  'api',
  'assets',
  'buytokens',
  'casting',
  'categories',
  'celebrities',
  'change_password',
  'change_username',
  'chats',
  'claims',
  'cookies',
  'cookies-availability',
  'dashboard',
  'dev',
  'error404',
  'faqs',
  'favicon.ico',
  'feeds',
  'finish',
  'flags',
  'home',
  'icons',
  'index.html',
  'legals',
  'login',
  'logout',
  'maintenance',
  'manifest.webmanifest',
  'media',
  'models',
  'notifications',
  'outstandings',
  'passkeys',
  'payment',
  'payments',
  'purchase',
  'recover',
  'registersw.js',
  'report',
  'robots.txt',
  'room',
  'signed_out',
  'signedout',
  'share',
  'signup',
  'subscribe',
  'subscription',
  'subscriptions',
  'subscriptions_history',
  'support',
  'sw.js',
  'token_login',
  'tokens',
  'verify',
  'videocall',
  'videocall-end',
  'videos',
  'webstar',
  'webstars',
])

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.has(username.toLowerCase())
}
