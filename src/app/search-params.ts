/**
 * How search parameters are read from and written to the URL: as the plain strings they are.
 * TanStack Router's default turns `1` into a number and JSON-parses values, so `?rid=1&mid=1` lost
 * `rid` to a string schema and was written back as `mid="1"`: a link's parameters did not survive
 * the login round trip. Route schemas convert the strings they need themselves.
 */

export function parseSearch(search: string): Record<string, string> {
  // fromEntries defines own properties: a parameter named __proto__ stays a plain value.
  return Object.fromEntries(new URLSearchParams(search))
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue
    params.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
