/** How the wallet writes times: today's as a time, older ones with their date. */
export function formatAsOf(date: Date, locale: string, now = new Date()): string {
  const isToday = date.toDateString() === now.toDateString()
  return new Intl.DateTimeFormat(
    locale,
    isToday ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date)
}

/** A row's date in an account table. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

/** "+25" and "−5": a movement's change of the balance, with a true minus sign. */
export function formatSignedTokens(tokens: number, format: (value: number) => string): string {
  return tokens > 0 ? `+${format(tokens)}` : tokens < 0 ? `\u2212${format(-tokens)}` : format(0)
}
