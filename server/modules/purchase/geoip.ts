/**
 * The visitor's country as the edge tells it (a CDN or proxy GeoIP header): GEOIP_COUNTRY_HEADER,
 * else Cloudflare's CF-IPCountry, else X-Country. Only shapes the purchase screen (preselected
 * country, VPN warning, the Brazilian tax id rule); nothing is granted or priced from it.
 */
import type { FastifyRequest } from 'fastify'

const DEFAULT_HEADERS = ['cf-ipcountry', 'x-country']
/** Cloudflare's "unknown" and "Tor" codes. */
const UNKNOWN = new Set(['XX', 'T1'])

export function currentCountryCode(headers: FastifyRequest['headers'], headerName: string | undefined): string | null {
  for (const name of headerName ? [headerName] : DEFAULT_HEADERS) {
    const raw = headers[name]
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase()
    if (value && /^[A-Z]{2}$/.test(value) && !UNKNOWN.has(value)) return value
  }
  return null
}
