/** Freshness has names. */
export const STALE = {
  seconds30: 30_000,
  minute: 60_000,
  minutes5: 5 * 60_000,
  hour: 60 * 60_000,
} as const

/** How long persisted data may be shown offline; queries must be kept in memory at least as long. */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60_000
