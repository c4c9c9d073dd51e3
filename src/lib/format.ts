/** Locale-aware formatting through Intl, no library. */

/**
 * Intl formatters, one per locale: making one costs far more than using it, and a feed formats a
 * date and a count on every card it renders (issue 13: they were most of /home's scripting).
 */
function perLocale<F>(make: (locale: string) => F): (locale: string) => F {
  const made = new Map<string, F>()
  return (locale) => {
    let formatter = made.get(locale)
    if (!formatter) {
      formatter = make(locale)
      made.set(locale, formatter)
    }
    return formatter
  }
}

const compactFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
)
const relativeFormat = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))

/**
 * Makes this locale's formatters ahead of use. A page's first Intl number or time formatter loads
 * ICU's data, 45–70 ms in Chromium on this machine, paid by whichever render needs one first: the
 * feed's. Called while the page waits for its catalog, that time overlaps the network instead.
 */
export function prepareFormatters(locale: string): void {
  compactFormat(locale)
  relativeFormat(locale)
}

export function formatCompact(value: number, locale: string): string {
  return compactFormat(locale).format(value)
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** "3 hours ago", "yesterday"; under a minute reads as "now". */
export function formatRelative(date: Date, locale: string, now = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  const format = relativeFormat(locale)
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  }
  return format.format(0, 'second')
}

/** 754 -> "12:34", 3725 -> "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const hours = Math.floor(s / 3600)
  const minutes = Math.floor((s % 3600) / 60)
  const seconds = String(s % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}
