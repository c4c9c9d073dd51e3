import { Trans } from '@lingui/react/macro'
import { formatDuration } from '../../../lib/format'
import styles from './player.module.css'

/** "1:05 / 42:10" on screen; "1:05 of 42:10" for screen readers. */
export function TimeReadout({ currentTime, duration }: { currentTime: number; duration: number }) {
  const elapsed = formatDuration(currentTime)
  const total = formatDuration(duration)
  return (
    <p className={`${styles.time} tabular`}>
      <span className="visually-hidden">
        <Trans>
          {elapsed} of {total}
        </Trans>
      </span>
      <span aria-hidden="true">
        {elapsed}
        <span className={styles.timeTotal}> / {total}</span>
      </span>
    </p>
  )
}
