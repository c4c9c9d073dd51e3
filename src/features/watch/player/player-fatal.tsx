import { Trans } from '@lingui/react/macro'
import type { FatalReason } from './attach-source'
import styles from './player.module.css'

/** Why the video cannot play, with a retry unless the browser cannot play it at all. */
export function PlayerFatal({ reason, onRetry }: { reason: FatalReason; onRetry: () => void }) {
  return (
    <div className={styles.fatal} role="alert">
      <p className={styles.fatalTitle}>
        {reason === 'unsupported' ? (
          <Trans>Your browser cannot play this video.</Trans>
        ) : reason === 'network' ? (
          <Trans>The connection dropped while loading the video.</Trans>
        ) : (
          <Trans>This video could not be played.</Trans>
        )}
      </p>
      {reason === 'unsupported' ? null : (
        <button type="button" className={styles.fatalRetry} onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  )
}
