/**
 * Client error reporting (001 §9, R-CONST-12): once the server has said which DSN to report to
 * (app_config) and the first screen is shown and the page idle, Sentry's SDK is fetched (its own
 * chunk) and started. Nothing of it is on the way of the first screen.
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { appConfigQuery } from '../../features/auth'

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

export function ErrorReporting() {
  const config = useQuery(appConfigQuery())
  const dsn = config.data?.error_reporting_dsn
  useEffect(() => {
    if (dsn) startErrorReporting(dsn)
  }, [dsn])
  return null
}
