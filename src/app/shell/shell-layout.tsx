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

/** The frame of every page but the age gate: header, content, footer and the phone tab bar. */
export function ShellLayout({ children }: { children: ReactNode }) {
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
      <Footer />
      <BottomNav />
      <CreatorsPanelFrame />
      <ErrorReporting />
    </div>
  )
}
