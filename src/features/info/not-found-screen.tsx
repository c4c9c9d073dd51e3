import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../ui/button'
import styles from './not-found-screen.module.css'

/** The 404 screen: title, subtitle, home button, and where to find help. */
export function NotFoundScreen() {
  const { t } = useLingui()
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={styles.subtitle}>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/home" className={buttonClass({ size: 'large' })}>
        <Trans>Back to home</Trans>
      </Link>
      <nav className={styles.help} aria-label={t`Help`}>
        <Link to="/faqs">
          <Trans>FAQs</Trans>
        </Link>
        <Link to="/support">
          <Trans>Support</Trans>
        </Link>
      </nav>
    </section>
  )
}
