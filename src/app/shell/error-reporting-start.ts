/**
 * Starts client error reporting (R-CONST-12) once the first screen is shown: after the
 * page's load event, when the browser is idle, Sentry's SDK is fetched (its own chunk:
 * error-reporting-sdk.ts) and started, once per page.
 */

let started = false

/** Runs `task` after the page's load event, when the browser is idle (at most 5 s later). */
function afterFirstScreen(task: () => void): void {
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 1000)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

export function startErrorReporting(dsn: string, load = () => import('./error-reporting-sdk')): void {
  if (started) return
  started = true
  afterFirstScreen(() => {
    load()
      .then((sdk) => sdk.startSdk(dsn))
      .catch(() => {
        // The chunk did not arrive (offline): the page works on; the next page load tries again.
        started = false
      })
  })
}
