/**
 * /downloads: the movies this member downloaded to watch without a connection, newest first, with
 * their size, progress (pause and resume), expiry and deletion, and the device's storage used and
 * free. It reads only the device, so it works offline.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { usePreferences } from '../../api/use-preferences'
import { formatBytes } from '../../lib/format'
import { useDownloads } from '../../offline/downloads/use-downloads'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { WifiOffIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import { EmptyState, ErrorState } from '../../ui/states'
import { DownloadRow } from './download-row'
import styles from './downloads-screen.module.css'
import { useStorageEstimate } from './use-storage-estimate'

export function DownloadsScreen() {
  const { t } = useLingui()
  const downloads = useDownloads()
  const isOnline = useIsOnline()
  const records = [...downloads.records.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const used = records.reduce((sum, record) => sum + record.bytesDone, 0)
  const now = new Date()

  let content = null
  if (downloads.status === 'error') {
    content = (
      <ErrorState
        title={<Trans>Your downloads could not be read on this device.</Trans>}
        body={<Trans>Your browser may be in a private mode that keeps no files.</Trans>}
        retryLabel={t`Try again`}
        onRetry={downloads.reload}
      />
    )
  } else if (downloads.status !== 'ready') {
    content = (
      <ul className={styles.list} role="status" aria-label={t`Loading downloads`}>
        {[0, 1].map((index) => (
          <li key={index} className={styles.row}>
            <Skeleton aspectRatio="16 / 9" className={styles.poster} />
            <div className={styles.info}>
              <Skeleton width="60%" height={18} />
              <Skeleton width="40%" height={14} />
            </div>
          </li>
        ))}
      </ul>
    )
  } else if (records.length === 0) {
    content = (
      <EmptyState
        title={<Trans>No downloads yet</Trans>}
        body={<Trans>Download a video from its page to watch it here without a connection.</Trans>}
        action={
          <AppLink href="/videos" className={buttonClass()}>
            <Trans>Browse videos</Trans>
          </AppLink>
        }
      />
    )
  } else {
    content = (
      <ul className={styles.list} aria-label={t`Downloaded videos`}>
        {records.map((record) => (
          <DownloadRow key={record.movieId} record={record} now={now} />
        ))}
      </ul>
    )
  }

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>
          <Trans>Downloads</Trans>
        </h1>
        <p className={styles.intro}>
          <Trans>Videos saved on this device to watch without a connection. Logging out deletes them.</Trans>
        </p>
      </header>
      <StorageSummary used={used} />
      {isOnline ? null : (
        <p className={styles.offline}>
          <WifiOffIcon size={16} />
          <span>
            <Trans>You are offline. Your downloaded videos still play.</Trans>
          </span>
        </p>
      )}
      {content}
    </div>
  )
}

/** What the downloads take, and what the browser says the device has left for the app. */
function StorageSummary({ used }: { used: number }) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const estimate = useStorageEstimate(used)
  const usedText = formatBytes(used, locale)
  const free = estimate ? formatBytes(Math.max(0, estimate.quota - estimate.usage), locale) : null
  const share = estimate && estimate.quota > 0 ? Math.min(1, estimate.usage / estimate.quota) : 0
  return (
    <section className={styles.storage} aria-label={t`Storage on this device`}>
      <p>
        <Trans>
          Downloads use <strong className="tabular">{usedText}</strong>
        </Trans>
      </p>
      {free ? (
        <p>
          <Trans>
            <strong className="tabular">{free}</strong> free on this device
          </Trans>
        </p>
      ) : null}
      <div className={styles.meter} aria-hidden="true">
        <span style={{ transform: `scaleX(${share})` }} />
      </div>
    </section>
  )
}
