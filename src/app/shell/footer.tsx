import { Trans, useLingui } from '@lingui/react/macro'
import { usePreferences } from '../../api/use-preferences'
import { AppLink } from '../../ui/app-link'
import { LogoMark } from '../../ui/logo-mark'
import { AmexMark, MastercardMark, VisaMark } from './card-logos'
import styles from './footer.module.css'
import { COMPLAINTS_EMAIL } from './social-links'

/** Footer: card logos, copyright, support, FAQs, terms and privacy in the current language, complaints. */
export function Footer() {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <span className={styles.brand}>
            <LogoMark className={styles.brandMark} size={28} />
            Velvet
          </span>
          <ul
            className={styles.cards}
            aria-label={t`Accepted cards`}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            <li className={styles.card} title="Visa">
              <VisaMark />
              <span className="visually-hidden">Visa</span>
            </li>
            <li className={styles.card} title="Mastercard">
              <MastercardMark />
              <span className="visually-hidden">Mastercard</span>
            </li>
            <li className={styles.card} title="American Express">
              <AmexMark />
              <span className="visually-hidden">American Express</span>
            </li>
          </ul>
        </div>
        <nav className={styles.links} aria-label={t`Footer`}>
          <AppLink href="/support">
            <Trans>Support</Trans>
          </AppLink>
          <AppLink href="/faqs">
            <Trans>FAQs</Trans>
          </AppLink>
          <a href={`/legals/terms/${locale}.html`}>
            <Trans>Terms and conditions</Trans>
          </a>
          <a href={`/legals/privacy/${locale}.html`}>
            <Trans>Privacy policy</Trans>
          </a>
          <a href={`mailto:${COMPLAINTS_EMAIL}`}>
            <Trans>Complaints</Trans>
          </a>
        </nav>
        <div className={styles.bottom}>
          <span>
            <Trans>© {year} Velvet. All rights reserved. Adults only (18+).</Trans>
          </span>
        </div>
      </div>
    </footer>
  )
}
