import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage'
import { promptInstall, useInstallOffer } from '../../offline/install'
import { Button } from '../../ui/button'
import { ShareIcon } from '../../ui/icons'
import { LogoMark } from '../../ui/logo-mark'
import styles from './bars.module.css'
import { useReservedBottom } from './use-reserved-bottom'

/** Screens seen in this visit before the offer: someone who browses, not someone who just arrived. */
const SCREENS_BEFORE_OFFER = 3
/** After "Not now", ask again a month later at the earliest. */
const QUIET_DAYS = 30

function wasDismissedRecently(): boolean {
  const at = readStored(STORAGE_KEYS.installDismissed, v.number())
  return at !== undefined && Date.now() - at < QUIET_DAYS * 24 * 3600 * 1000
}

/** Counts the distinct screens visited since the app was opened. */
function useScreensSeen(): number {
  const pathname = useLocation({ select: (location) => location.pathname })
  const [seen, setSeen] = useState<string[]>([])
  useEffect(() => {
    setSeen((list) => (list.includes(pathname) ? list : [...list, pathname]))
  }, [pathname])
  return seen.length
}

/**
 * The install offer: once the visitor has looked around, has answered the cookie question
 * and has not said "not now" lately. Chromium installs from the button; iOS gets the how-to.
 */
export function InstallPrompt() {
  const { t } = useLingui()
  const offer = useInstallOffer()
  const screens = useScreensSeen()
  const [isHidden, setIsHidden] = useState(wasDismissedRecently)
  const reserve = useReservedBottom()
  const hasCookieAnswer = readStored(STORAGE_KEYS.cookieConsent, v.string()) !== undefined
  if (!offer || isHidden || !hasCookieAnswer || screens < SCREENS_BEFORE_OFFER) return null

  const dismiss = () => {
    writeStored(STORAGE_KEYS.installDismissed, Date.now())
    setIsHidden(true)
  }
  const install = async () => {
    const accepted = await promptInstall()
    if (!accepted) dismiss()
  }

  return (
    <section ref={reserve} className={styles.install} aria-label={t`Install Velvet`}>
      <LogoMark className={styles.installIcon} size={48} />
      <div className={styles.installText}>
        <p className={styles.installTitle}>
          <Trans>Install Velvet</Trans>
        </p>
        {offer.kind === 'prompt' ? (
          <p>
            <Trans>Opens full screen from your home screen, and your feed is there even offline.</Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Tap <ShareIcon size={16} /> Share, then Add to Home Screen.
            </Trans>
          </p>
        )}
      </div>
      <div className={styles.cookieActions}>
        <Button variant="ghost" size="small" onClick={dismiss}>
          {offer.kind === 'prompt' ? <Trans>Not now</Trans> : <Trans>Got it</Trans>}
        </Button>
        {offer.kind === 'prompt' ? (
          <Button size="small" onClick={() => void install()}>
            <Trans>Install</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  )
}
