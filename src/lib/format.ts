/** Locale-aware formatting through Intl, no library. */

/**
 * Intl formatters, one per locale: making one costs far more than using it, and a feed formats a
 * date and a count on every card it renders (most of /home's scripting otherwise).
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

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 }
const RELATIVE: Intl.RelativeTimeFormatOptions = { numeric: 'auto' }
const compactFormat = perLocale((locale) => new Intl.NumberFormat(locale, COMPACT))
const relativeFormat = perLocale((locale) => new Intl.RelativeTimeFormat(locale, RELATIVE))

/**
 * Loads ICU's number and relative-time data ahead of use, on another thread. A page's first Intl
 * number or time formatter loads that data: 45–75 ms of the main thread in desktop Chromium
 * (×4 on a phone), paid by whichever render needs one first, the feed's or the watch page's. The
 * data is shared by the whole renderer process, so once a worker has made the same formatters, the
 * page's own cost about 0.1 ms. Where no worker can start, they
 * are made in a task of their own, while the page waits for its words and data.
 */
export function prepareFormatters(locale: string): void {
  const makeHere = () => {
    compactFormat(locale)
    relativeFormat(locale)
  }
  const tag = JSON.stringify(locale)
  // The worker ends itself: terminating it from here cost the page up to 11 ms at CPU ×4.
  const source = `new Intl.NumberFormat(${tag}, ${JSON.stringify(COMPACT)}).format(1234);new Intl.RelativeTimeFormat(${tag}, ${JSON.stringify(RELATIVE)}).format(-1, 'day');postMessage(0);close()`
  let url: string | undefined
  try {
    url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))
    const worker = new Worker(url)
    const release = () => {
      if (url) URL.revokeObjectURL(url)
    }
    worker.onmessage = release
    worker.onerror = () => {
      release()
      setTimeout(makeHere, 0)
    }
  } catch {
    if (url) URL.revokeObjectURL(url)
    setTimeout(makeHere, 0)
  }
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

const BYTE_UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const
const bytesFormat = perLocale(
  (locale) =>
    new Map(
      BYTE_UNITS.map(([unit]) => [
        unit,
        new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }),
      ]),
    ),
)

/** 1_234_567 -> "1.2 MB" in the locale's own words (decimal units, as phones count storage). */
export function formatBytes(bytes: number, locale: string): string {
  const [unit, size] = BYTE_UNITS.find(([, unitSize]) => bytes >= unitSize) ?? BYTE_UNITS[2]
  return (
    bytesFormat(locale)
      .get(unit)
      ?.format(bytes / size) ?? `${bytes}`
  )
}
