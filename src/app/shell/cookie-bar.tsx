import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage'
import { AppLink } from '../../ui/app-link'
import { Button } from '../../ui/button'
import styles from './bars.module.css'
import { useReservedBottom } from './use-reserved-bottom'

const ConsentSchema = v.picklist(['accepted', 'declined'])

/** The cookie bar: accept or decline, asked once. */
export function CookieBar() {
  const { t } = useLingui()
  const [consent, setConsent] = useState(() => readStored(STORAGE_KEYS.cookieConsent, ConsentSchema))
  const reserve = useReservedBottom()
  if (consent) return null
  function choose(value: v.InferOutput<typeof ConsentSchema>) {
    writeStored(STORAGE_KEYS.cookieConsent, value)
    setConsent(value)
  }
  return (
    <section ref={reserve} className={styles.cookieBar} aria-label={t`Cookies`}>
      <p>
        <Trans>
          <strong>We use cookies</strong> to keep you signed in and remember your choices. Optional cookies help us
          improve Velvet. <AppLink href="/cookies">Cookies policy</AppLink>
        </Trans>
      </p>
      <div className={styles.cookieActions}>
        <Button variant="ghost" size="small" onClick={() => choose('declined')}>
          <Trans>Decline</Trans>
        </Button>
        <Button size="small" onClick={() => choose('accepted')}>
          <Trans>Accept</Trans>
        </Button>
      </div>
    </section>
  )
}
