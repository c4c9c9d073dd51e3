import { Trans, useLingui } from '@lingui/react/macro'
import { usePreferences } from '../../api/use-preferences'
import { formatBytes } from '../../lib/format'
import { downloadEngine } from '../../offline/downloads/downloads'
import type { DownloadRecord } from '../../offline/downloads/record'
import { useStoredPoster } from '../../offline/downloads/use-stored-poster'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass, IconButton } from '../../ui/button'
import { PauseIcon, PlayIcon, RefreshIcon, ResumeIcon, TrashIcon } from '../../ui/icons'
import { showToast } from '../../ui/toast'
import { DownloadStatusText } from './download-status'
import { viewOf } from './download-view'
import styles from './downloads-screen.module.css'

/** One download: its poster and title, size and quality, where it stands, and what can be done with it. */
export function DownloadRow({ record, now }: { record: DownloadRecord; now: Date }) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const isOnline = useIsOnline()
  const poster = useStoredPoster(record.movieId)
  const view = viewOf(record, now)
  const name = record.movie.name
  const model = record.movie.webstar?.data?.name ?? record.movie.models?.data[0]?.name ?? null
  const watchHref = `/videos/${record.movieId}/watch`
  const isReady = view.kind === 'ready'
  const total = formatBytes(record.bytesTotal, locale)
  const done = formatBytes(record.bytesDone, locale)
  const quality = record.height > 0 ? `${record.height}p` : null
  const engine = downloadEngine()

  async function remove() {
    await engine.remove(record.movieId)
    showToast(t`“${name}” was deleted from this device.`)
  }

  return (
    <li className={styles.row}>
      <div className={styles.poster}>
        {/* The stored copy offline; the server's (or the worker's cached one) until it is stored. */}
        <img src={poster ?? record.poster} alt="" width={320} height={180} decoding="async" />
      </div>
      <div className={styles.info}>
        <h2 className={styles.name}>{isReady ? <AppLink href={watchHref}>{name}</AppLink> : name}</h2>
        <p className={`${styles.meta} tabular`}>
          {model ? <span>{model}</span> : null}
          {quality ? <span>{quality}</span> : null}
          <span>
            {view.kind === 'progress' ? (
              <Trans>
                {done} of {total}
              </Trans>
            ) : (
              total
            )}
          </span>
        </p>
        <p className={view.kind === 'failed' || view.kind === 'expired' ? styles.problem : styles.status}>
          <DownloadStatusText view={view} />
        </p>
        {view.kind === 'progress' ? (
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={t`Download of ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.percent}
          >
            <span style={{ transform: `scaleX(${view.percent / 100})` }} />
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        {isReady ? (
          <AppLink href={watchHref} className={buttonClass({ size: 'small' })} aria-label={t`Watch ${name}`}>
            <PlayIcon size={16} />
            <Trans>Watch</Trans>
          </AppLink>
        ) : null}
        {view.kind === 'progress' && view.state !== 'paused' ? (
          <Button
            variant="secondary"
            size="small"
            icon={<PauseIcon size={16} />}
            aria-label={t`Pause the download of ${name}`}
            onClick={() => void engine.pause(record.movieId)}
          >
            <Trans>Pause</Trans>
          </Button>
        ) : null}
        {view.kind === 'progress' && view.state === 'paused' ? (
          <Button
            variant="secondary"
            size="small"
            icon={<ResumeIcon size={16} />}
            aria-label={t`Resume the download of ${name}`}
            onClick={() => engine.resume(record.movieId)}
          >
            <Trans>Resume</Trans>
          </Button>
        ) : null}
        {view.kind === 'failed' ? (
          <Button
            variant="secondary"
            size="small"
            icon={<RefreshIcon size={16} />}
            aria-label={t`Try the download of ${name} again`}
            onClick={() => engine.resume(record.movieId)}
          >
            <Trans>Try again</Trans>
          </Button>
        ) : null}
        {view.kind === 'expired' && isOnline ? (
          <Button
            variant="secondary"
            size="small"
            icon={<RefreshIcon size={16} />}
            aria-label={t`Renew the download of ${name}`}
            onClick={() => void engine.recheck()}
          >
            <Trans>Renew</Trans>
          </Button>
        ) : null}
        <IconButton label={t`Delete the download of ${name}`} className={styles.delete} onClick={() => void remove()}>
          <TrashIcon size={20} />
        </IconButton>
      </div>
    </li>
  )
}
