/**
 * Where a request comes from, for the rules a local law decides (REGION_HEADER, DEFAULT_REGION):
 * an ISO 3166 code, a country (`US`) or a subdivision (`US-CA`). Only the header the operator named
 * is read, the one their proxy or CDN sets and overwrites; with none named, every request is in the
 * default region, whatever headers the client sends. A proxy that gives the country and the
 * subdivision apart (Cloudflare: CF-IPCountry `US`, CF-Region-Code `TX`) has the second named too
 * (REGION_SUBDIVISION_HEADER); it completes a bare country, and is never read on its own.
 */
import type { IncomingHttpHeaders } from 'node:http'

export type RegionConfig = {
  /** The trusted proxy's header (lower case); undefined: no header is trusted. */
  header: string | undefined
  /** The trusted proxy's subdivision header (lower case), read only beside a country in `header`. */
  subdivisionHeader?: string | undefined
  /** The region of a request without a usable header value; undefined: none. */
  fallback: string | undefined
}

/** ISO 3166-1 alpha-2, optionally with an ISO 3166-2 subdivision: US, US-CA, BR-SP. */
export const REGION_CODE = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/

const SUBDIVISION_CODE = /^[A-Z0-9]{1,3}$/

/** Cloudflare's "unknown" and "Tor" codes: no region at all. */
const UNKNOWN = new Set(['XX', 'T1'])

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const raw = headers[name]
  return (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase()
}

export function regionOf(headers: IncomingHttpHeaders, config: RegionConfig): string | undefined {
  if (config.header) {
    const value = headerValue(headers, config.header)
    if (value && REGION_CODE.test(value) && !UNKNOWN.has(value)) {
      const subdivision = config.subdivisionHeader ? headerValue(headers, config.subdivisionHeader) : undefined
      if (value.length === 2 && subdivision && SUBDIVISION_CODE.test(subdivision)) return `${value}-${subdivision}`
      return value
    }
  }
  return config.fallback
}

/** Whether `region` is one of `regions`: a country names all of its subdivisions (`US` holds `US-CA`). */
export function isInRegions(region: string | undefined, regions: readonly string[]): boolean {
  if (!region) return false
  const country = region.slice(0, 2)
  return regions.some((listed) => listed === region || listed === country)
}
