/**
 * /share when what another app shared is not a Velvet link the app opens (links to creators, posts
 * and videos of this site are opened by the route before this screen): it says so, shows what was
 * shared as plain text, and offers the way home.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { SharedLink } from '../../lib/shared-link'
import { buttonClass } from '../../ui/button'
import { LinkIcon } from '../../ui/icons'
import styles from './share-screen.module.css'

/** Enough of a long message to recognise it. */
const SHOWN_LENGTH = 300

export function ShareScreen({ outcome }: { outcome: Exclude<SharedLink, { kind: 'open' }> }) {
  const shown = outcome.kind === 'other' ? outcome.link : outcome.text
  return (
    <section className={styles.screen} aria-labelledby="share-title">
      <span className={styles.icon} aria-hidden="true">
        <LinkIcon size={28} />
      </span>
      <h1 id="share-title" className={styles.title}>
        {outcome.kind === 'other' ? <Trans>This is not a Velvet link</Trans> : <Trans>There is no link to open</Trans>}
      </h1>
      <p className={styles.subtitle}>
        <Trans>Velvet opens links to its creators, their posts and its videos when you share them to the app.</Trans>
      </p>
      {shown ? (
        <p className={styles.shared}>
          <Trans>You shared: {shown.slice(0, SHOWN_LENGTH)}</Trans>
        </p>
      ) : null}
      <Link to="/home" className={buttonClass({ size: 'large' })}>
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}
