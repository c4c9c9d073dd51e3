/**
 * Which query roots are written to IndexedDB (one entry per user, wiped at logout). Lists and
 * details people read: auth, payments, wallets, push settings and signed URLs stay in memory.
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
] as const

export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0]
  return typeof root === 'string' && (PERSISTED_ROOTS as readonly string[]).includes(root)
}
