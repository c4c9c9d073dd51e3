/**
 * Where a request comes from, for the rules a local law decides (REGION_HEADER, DEFAULT_REGION):
 * an ISO 3166 code, a country (`US`) or a subdivision (`US-CA`). Only the header the operator named
 * is read, the one their proxy or CDN sets and overwrites; with none named, every request is in the
 * default region, whatever headers the client sends.
 */
import type { IncomingHttpHeaders } from 'node:http'

export type RegionConfig = {
  /** The trusted proxy's header (lower case); undefined: no header is trusted. */
  header: string | undefined
  /** The region of a request without a usable header value; undefined: none. */
  fallback: string | undefined
}

/** ISO 3166-1 alpha-2, optionally with an ISO 3166-2 subdivision: US, US-CA, BR-SP. */
export const REGION_CODE = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/

/** Cloudflare's "unknown" and "Tor" codes: no region at all. */
const UNKNOWN = new Set(['XX', 'T1'])

export function regionOf(headers: IncomingHttpHeaders, config: RegionConfig): string | undefined {
  if (config.header) {
    const raw = headers[config.header]
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase()
    if (value && REGION_CODE.test(value) && !UNKNOWN.has(value)) return value
  }
  return config.fallback
}

/** Whether `region` is one of `regions`: a country names all of its subdivisions (`US` holds `US-CA`). */
export function isInRegions(region: string | undefined, regions: readonly string[]): boolean {
  if (!region) return false
  const country = region.slice(0, 2)
  return regions.some((listed) => listed === region || listed === country)
}
