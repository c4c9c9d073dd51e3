/**
 * An endpoint's address with its path parameters and query, as the client sends it (src/api/client.ts),
 * in the browser and in the server's render of a page alike.
 */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null

export function buildUrl(
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
) {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    search.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const qs = search.toString()
  return qs ? `${filled}?${qs}` : filled
}
