import { Trans } from '@lingui/react/macro'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { LockIcon, SparkIcon } from '../../ui/icons'
import styles from './watch-screen.module.css'

type Props = {
  href: string
  /** `trailer`: the trailer plays; `locked`: nothing plays, only the thumbnail shows. */
  reason: 'trailer' | 'locked'
  /**
   * The webstar whose movie this is, when the viewer may not watch it in full: it is locked until
   * they subscribe to that creator, and `href` leads to that subscription.
   */
  lockedTo?: string | null
}

/** The subscription ad bar, shown whenever the video on screen is not the main one. */
export function SubscribeBar({ href, reason, lockedTo }: Props) {
  return (
    <aside className={styles.adBar} aria-labelledby="watch-ad-title">
      <span className={styles.adIcon} aria-hidden="true">
        {lockedTo ? <LockIcon size={20} /> : <SparkIcon size={20} />}
      </span>
      <p className={styles.adText}>
        <strong id="watch-ad-title">
          {lockedTo ? (
            <Trans>This video is locked: it is for {lockedTo}'s subscribers.</Trans>
          ) : reason === 'trailer' ? (
            <Trans>You are watching the trailer.</Trans>
          ) : (
            <Trans>This video is for members.</Trans>
          )}
        </strong>{' '}
        <span className={styles.adDetail}>
          {lockedTo ? (
            reason === 'trailer' ? (
              <Trans>You are watching the trailer. Subscribe to {lockedTo} to watch the full video in HD.</Trans>
            ) : (
              <Trans>Subscribe to {lockedTo} to watch the full video in HD.</Trans>
            )
          ) : (
            <Trans>Subscribe to watch the full video in HD.</Trans>
          )}
        </span>
      </p>
      <AppLink href={href} className={`${buttonClass({ size: 'small' })} ${styles.adAction}`}>
        <Trans>Subscribe</Trans>
      </AppLink>
    </aside>
  )
}
