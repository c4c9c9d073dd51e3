/**
 * Resolves once the page has finished no download for `quietMs` (at the latest `maxMs` after the
 * call). The service worker's precache (about 750 kB) waits for it: on a phone's link it would
 * otherwise take the bandwidth the first screen is waiting for, such as a video's first segments,
 * which hls.js fetches back to back until its buffer is full, then pauses.
 */
export function whenNetworkQuiet({ quietMs = 1000, maxMs = 15_000 } = {}): Promise<void> {
  if (typeof PerformanceObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    let quiet = setTimeout(done, quietMs)
    const deadline = setTimeout(done, maxMs)
    // A resource entry is written when a download finishes: each one starts the quiet time again.
    const observer = new PerformanceObserver(() => {
      clearTimeout(quiet)
      quiet = setTimeout(done, quietMs)
    })
    observer.observe({ type: 'resource' })
    function done() {
      observer.disconnect()
      clearTimeout(quiet)
      clearTimeout(deadline)
      resolve()
    }
  })
}
