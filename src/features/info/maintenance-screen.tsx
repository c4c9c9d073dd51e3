/**
 * /maintenance: a calm page while the server is unavailable. It asks the carousel call
 * again on the spec's schedule and, once the server answers, goes home. Open to anyone,
 * without the age gate.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { usePreferences } from '../../api/use-preferences'
import { useIsOnline } from '../../offline/online'
import { Button } from '../../ui/button'
import { RefreshIcon, WifiOffIcon } from '../../ui/icons'
import { SUPPORT_EMAIL } from './contacts'
import { retryDelayMs } from './maintenance'
import styles from './maintenance-screen.module.css'
import { serverProbeQuery } from './queries'
import { useMaintenanceRetry } from './use-maintenance-retry'

export function MaintenanceScreen() {
  const navigate = useNavigate()
  const isOnline = useIsOnline()
  const probe = useQuery(serverProbeQuery(usePreferences()))
  const { refetch } = probe
  const check = useCallback(async () => (await refetch()).isSuccess, [refetch])
  const onRecovered = useCallback(() => void navigate({ to: '/home', replace: true }), [navigate])
  const retry = useMaintenanceRetry({ check, onRecovered })

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="maintenance-title">
        <MaintenanceArt />
        <h1 id="maintenance-title" className={styles.title}>
          <Trans>We are doing some maintenance…</Trans>
        </h1>
        <p className={styles.body}>
          <Trans>
            Velvet is getting better and will be back shortly. You do not need to do anything: this page checks by
            itself and takes you back as soon as we are ready.
          </Trans>
        </p>

        <div className={styles.status}>
          {retry.isChecking ? (
            <p className={styles.statusLine} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              <Trans>Checking…</Trans>
            </p>
          ) : (
            <Countdown nextAt={retry.nextAt} total={retryDelayMs(retry.failures)} />
          )}
          {retry.failures > 0 && !retry.isChecking ? (
            <p className={styles.note} role="status">
              <Trans>We are not back yet. Thank you for your patience.</Trans>
            </p>
          ) : null}
          {isOnline ? null : (
            <p className={styles.note}>
              <WifiOffIcon size={16} />
              <Trans>You are offline. Connect to the internet to get back to Velvet.</Trans>
            </p>
          )}
        </div>

        <Button size="large" icon={<RefreshIcon size={18} />} onClick={retry.tryNow} isLoading={retry.isChecking}>
          <Trans>Try now</Trans>
        </Button>
        <p className={styles.help}>
          <Trans>
            Need help meanwhile? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </Trans>
        </p>
      </section>
    </div>
  )
}

/** Seconds to the next try, with a ring that empties as it comes. */
function Countdown({ nextAt, total }: { nextAt: number; total: number }) {
  const now = useNow(250)
  const remainingMs = Math.max(0, nextAt - now)
  const seconds = Math.ceil(remainingMs / 1000)
  const progress = total > 0 ? remainingMs / total : 0
  const circumference = 2 * Math.PI * 15
  return (
    <div className={styles.countdown}>
      <svg className={styles.ring} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle className={styles.ringTrack} cx="18" cy="18" r="15" />
        <circle
          className={styles.ringValue}
          cx="18"
          cy="18"
          r="15"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress)}
        />
      </svg>
      {/* A timer is not announced every second; the visible text is enough for sighted users. */}
      <p className={styles.statusLine} role="timer">
        <Plural value={seconds} one="Next try in # second" other="Next try in # seconds" />
      </p>
    </div>
  )
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

function MaintenanceArt() {
  return (
    <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="maintenance-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} />
          <stop offset="1" style={{ stopColor: 'var(--accent)', stopOpacity: 0.35 }} />
        </linearGradient>
      </defs>
      <circle cx="60" cy="60" r="56" className={styles.artHalo} />
      <g className={styles.gear}>
        <path
          fill="url(#maintenance-gradient)"
          d="M86.2 53.3L93.7 55.7L93.7 64.3L86.2 66.7L83.2 73.7L86.9 80.8L80.8 86.9L73.7 83.2L66.7 86.2L64.3 93.7L55.7 93.7L53.3 86.2L46.3 83.2L39.2 86.9L33.1 80.8L36.8 73.7L33.8 66.7L26.3 64.3L26.3 55.7L33.8 53.3L36.8 46.3L33.1 39.2L39.2 33.1L46.3 36.8L53.3 33.8L55.7 26.3L64.3 26.3L66.7 33.8L73.7 36.8L80.8 33.1L86.9 39.2L83.2 46.3Z"
        />
        <circle cx="60" cy="60" r="12" className={styles.gearHole} />
      </g>
      <path className={styles.spark} d="M97 22l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
      <path className={styles.spark} d="M24 88l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" />
    </svg>
  )
}
