import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage'
import { AppLink } from '../../ui/app-link'
import { Button } from '../../ui/button'
import { useBrowserValue } from '../../ui/use-browser-value'
import styles from './bars.module.css'
import { useReservedBottom } from './use-reserved-bottom'

const ConsentSchema = v.picklist(['accepted', 'declined'])

type Consent = v.InferOutput<typeof ConsentSchema>

/**
 * The cookie bar: accept or decline, asked once. The choice is on the device: the server's
 * page, and the browser's first render over it, have no bar; it comes right after for a visitor who
 * has not chosen, never flashing for one who has.
 */
export function CookieBar() {
  const { t } = useLingui()
  const stored = useBrowserValue<Consent | undefined | 'unknown'>(
    () => readStored(STORAGE_KEYS.cookieConsent, ConsentSchema),
    'unknown',
  )
  const [chosen, setConsent] = useState<Consent>()
  const consent = chosen ?? stored
  const reserve = useReservedBottom()
  if (consent !== undefined) return null
  function choose(value: Consent) {
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
