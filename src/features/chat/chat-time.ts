/** Times as a messenger shows them, in the interface language (Intl; no library). */

const DAY_MS = 24 * 3600 * 1000

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
}

/** Whole calendar days from `date` to `now` (0 today, 1 yesterday). */
export function daysAgo(date: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS)
}

/** A message's time of day: 14:05 (or 2:05 PM). */
export function formatClock(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date)
}

/** The conversation list's time: the time today, the weekday this week, else the date. */
export function formatListTime(date: Date, locale: string, now = new Date()): string {
  const days = daysAgo(date, now)
  if (days <= 0) return formatClock(date, locale)
  if (days < 7) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date)
  const sameYear = date.getFullYear() === now.getFullYear()
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date)
}

/** A day separator's date when it is neither today nor yesterday (those are translated words). */
export function formatDay(date: Date, locale: string, now = new Date()): string {
  const sameYear = date.getFullYear() === now.getFullYear()
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date)
}

export function isSameDay(a: Date, b: Date): boolean {
  return startOfDay(a) === startOfDay(b)
}
