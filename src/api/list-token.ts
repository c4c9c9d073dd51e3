/**
 * Each list fetch carries a random token of its own, sent in this header so the address,
 * and with it the HTTP and offline caches, stays the same for every fetch of a page. A stale answer
 * (one whose fetch a newer fetch of the same list replaced) is never rendered: the query cache files
 * each answer under the key its fetch was made for (language, theme, filters), and aborts a fetch of
 * a list that is fetched again.
 */
export const LIST_TOKEN_HEADER = 'X-List-Token'

export function listTokenHeaders(): Record<string, string> {
  return { [LIST_TOKEN_HEADER]: crypto.randomUUID() }
}
