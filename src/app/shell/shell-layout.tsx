import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { OutageWatch } from '../../features/info'
import { BottomNav } from './bottom-nav'
import { CreatorsPanelFrame } from './creators-panel-frame'
import { ErrorReporting } from './error-reporting'
import { Footer } from './footer'
import { Header } from './header'
import { OfflineBanner } from './offline-banner'
import { FailedActionsBanner } from './outbox-status'
import styles from './shell-layout.module.css'

/**
 * The frame of every page but the age gate: header, content, footer and the phone tab bar. The
 * server's copy of a first screen (src/app/first-screen.tsx) leaves the footer out: no first screen shows it.
 */
export function ShellLayout({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#content">
        <Trans>Skip to content</Trans>
      </a>
      <OutageWatch />
      <Header />
      <OfflineBanner />
      <FailedActionsBanner />
      <main id="content" className={styles.main}>
        {children}
      </main>
      {footer ? <Footer /> : null}
      <BottomNav />
      <CreatorsPanelFrame />
      <ErrorReporting />
    </div>
  )
}
