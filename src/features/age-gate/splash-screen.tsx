import { Trans } from '@lingui/react/macro'
import { ENTER_PATH } from '../../../contract/age-gate'
import { LIMITS } from '../../../contract/limits'
import { usePreferences } from '../../api/use-preferences'
import { prepareFormatters } from '../../lib/format'
import { Button } from '../../ui/button'
import { LogoMark } from '../../ui/logo-mark'
import { LanguageMenu } from '../language'
import { acceptAge, LEAVE_URL } from './age-acceptance'
import styles from './splash-screen.module.css'

/**
 * The gate's last element (its background, placed after the card): the page asks the browser not to
 * paint before it is parsed (`rel=expect`). The card is centred on the screen, so a paint of half of
 * it, which a busy phone can make while the rest of the HTML is still being read, would move it all
 * when the rest comes.
 */
export const GATE_END_ID = 'age-gate-end'

/**
 * The age gate: full screen, one Enter, a short 18+ notice and the language picker. Enter is
 * a plain form to the server's Enter (it sets the age cookie and sends the visitor on), so the gate
 * works before and without the app's code; the app, once running, accepts here instead.
 */
export function SplashScreen({ onEnter }: { onEnter: () => void }) {
  const { locale } = usePreferences()
  const age = LIMITS.ageThreshold
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <LogoMark className={styles.logo} size={72} />
        <p className={styles.brand}>Velvet</p>
        <span className={styles.badge}>
          <span className={styles.badgeAge}>{age}+</span>
          <Trans>Adults only</Trans>
        </span>
        <h1 className={styles.title}>
          <Trans>This site contains adult content</Trans>
        </h1>
        <p className={styles.notice}>
          <Trans>
            By entering you confirm that you are at least {age} years old, or the age of majority where you live, and
            that you want to see adult content.
          </Trans>
        </p>
        <form
          className={styles.actions}
          method="get"
          action={ENTER_PATH}
          onSubmit={(event) => {
            event.preventDefault()
            acceptAge()
            onEnter()
            // While the first feed is on its way, not in its render (lib/format.ts says why).
            prepareFormatters(locale)
          }}
        >
          <Button type="submit" size="large" block>
            <Trans>Enter</Trans>
          </Button>
          <a className={styles.leave} href={LEAVE_URL} rel="noreferrer">
            <Trans>I am under {age}, take me away</Trans>
          </a>
        </form>
        <div className={styles.footer}>
          <LanguageMenu placement="above-start" />
          <a href={`/legals/terms/${locale}.html`}>
            <Trans>Terms</Trans>
          </a>
        </div>
      </div>
      <div className={styles.aura} aria-hidden="true" id={GATE_END_ID} />
    </main>
  )
}
