/**
 * The Idempotency-Key of a form sent directly (not queued): the same key while the same values are
 * sent again after no answer came back (so a request that did reach the server is not applied
 * twice), a new one once the server has answered or the values changed.
 */
export type RetryKey = {
  /** The key for sending these values now. */
  keyFor: (values: unknown) => string
  /** The server answered (whatever it said): the next attempt is a new request. */
  settle: () => void
}

export function createRetryKey(newKey: () => string = () => crypto.randomUUID()): RetryKey {
  let last: { key: string; fingerprint: string } | null = null
  return {
    keyFor(values) {
      const fingerprint = JSON.stringify(values)
      if (last?.fingerprint !== fingerprint) last = { key: newKey(), fingerprint }
      return last.key
    },
    settle() {
      last = null
    },
  }
}
