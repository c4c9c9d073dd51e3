/**
 * Which query roots are written to IndexedDB (one entry per user, wiped at logout). Lists and
 * details people read: auth, payments, push settings and signed URLs stay in memory. The wallet and
 * subscriptions are kept for reading offline only; screens mark a saved balance "as of" its time.
 */
export const PERSISTED_ROOTS = [
  'posts',
  'carousels',
  'languages',
  'creators',
  'movies',
  'categories',
  'faqs',
  'cms',
  // The watch page's movie, side lists and promo banners (never `playback`: signed URLs expire).
  'watch',
  // Comment threads opened before read offline too (`can_delete` is the viewer's: the entry is theirs).
  'comments',
  // The app's flags and links (creators' panel, captcha key): the shell shows the right ones offline.
  'app-config',
  // Chat conversations and their messages: past conversations read offline (the entry is the user's).
  'conversations',
  // /tokens and the dashboard's spending (the user's own: the entry is theirs), read only offline.
  'wallet',
  // /subscriptions and /subscriptions_history, read only offline (retention offers are never kept).
  'subscriptions',
] as const

export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0]
  return typeof root === 'string' && (PERSISTED_ROOTS as readonly string[]).includes(root)
}
