/**
 * Which query roots are written to IndexedDB. Only public, list-like data: auth, payments,
 * wallets and anything private stay in memory.
 */
export const PERSISTED_ROOTS = ['posts', 'carousels', 'languages', 'creators', 'movies', 'categories'] as const

export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0]
  return typeof root === 'string' && (PERSISTED_ROOTS as readonly string[]).includes(root)
}
