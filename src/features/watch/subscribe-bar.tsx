import { Trans } from '@lingui/react/macro'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { SparkIcon } from '../../ui/icons'
import styles from './watch-screen.module.css'

type Props = {
  href: string
  /** `trailer`: the trailer plays; `locked`: nothing plays, only the thumbnail shows. */
  reason: 'trailer' | 'locked'
  /** A webstar's movie opens with that creator's own subscription (000 §6), not the membership. */
  webstarName?: string | null
}

/** The subscription ad bar, shown whenever the video on screen is not the main one (000 §2 Video watch). */
export function SubscribeBar({ href, reason, webstarName }: Props) {
  return (
    <aside className={styles.adBar} aria-labelledby="watch-ad-title">
      <span className={styles.adIcon} aria-hidden="true">
        <SparkIcon size={20} />
      </span>
      <p className={styles.adText}>
        <strong id="watch-ad-title">
          {reason === 'trailer' ? (
            <Trans>You are watching the trailer.</Trans>
          ) : webstarName ? (
            <Trans>This video is for {webstarName}'s subscribers.</Trans>
          ) : (
            <Trans>This video is for members.</Trans>
          )}
        </strong>{' '}
        <span className={styles.adDetail}>
          {webstarName ? (
            <Trans>Subscribe to {webstarName} to watch the full video in HD.</Trans>
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
