/**
 * Cross-Origin-Opener-Policy, per browser. Both values below keep other sites' windows
 * from holding a handle on ours (the popup-based cross-site leaks COOP is for); they differ in what
 * Chromium does with the page's process.
 *
 * `same-origin` makes Chromium isolate the site in a process of its own, started for every
 * navigation that enters the app from elsewhere (a link, a new tab, the bench's about:blank): at
 * CPU ×4 that process cost the bench's repeat visit about 1 s before its first paint.
 * `noopener-allow-popups` severs openers the same way without that process (and still lets the
 * popups the app opens itself keep their opener). Chromium understands it from 131 on; every other
 * browser keeps `same-origin`, since one that does not know a value treats it as `unsafe-none`.
 * The app's HTML already varies by User-Agent (crawlers skip the gate), so a shared cache keeps the
 * two apart.
 */
export const OPENER_POLICY_STRICT = 'same-origin'
export const OPENER_POLICY_NO_ISOLATION = 'noopener-allow-popups'

const NO_ISOLATION_SINCE_CHROMIUM = 131
const CHROMIUM_VERSION = /Chrom(?:e|ium)\/(\d+)\./

export function openerPolicyFor(userAgent: string | undefined): string {
  const version = userAgent ? CHROMIUM_VERSION.exec(userAgent)?.[1] : undefined
  return version !== undefined && Number(version) >= NO_ISOLATION_SINCE_CHROMIUM
    ? OPENER_POLICY_NO_ISOLATION
    : OPENER_POLICY_STRICT
}
