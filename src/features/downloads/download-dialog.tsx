/**
 * Before a download starts: the qualities on offer with the space each takes, what the device has
 * free, and how long a download stays playable. The offer is a licence for the highest quality;
 * choosing it starts the download with that very licence.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Movie } from '../../../contract/schemas/movie'
import { getSession } from '../../api/session'
import { usePreferences } from '../../api/use-preferences'
import { formatBytes } from '../../lib/format'
import { downloadEngine } from '../../offline/downloads/downloads'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { CheckIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import { showToast } from '../../ui/toast'
import styles from './download-button.module.css'
import { LicenceErrorText } from './licence-error'
import { downloadOfferQuery } from './queries'
import { useStorageEstimate } from './use-storage-estimate'

type Props = { movie: Movie; isOpen: boolean; onClose: () => void }

export function DownloadDialog({ movie, isOpen, onClose }: Props) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const offer = useQuery({ ...downloadOfferQuery(movie.id), enabled: isOpen })
  const estimate = useStorageEstimate(isOpen)
  const [picked, setPicked] = useState<number | null>(null)
  const [startError, setStartError] = useState<unknown>(null)
  const [isStarting, setIsStarting] = useState(false)
  const renditions = offer.data?.renditions ?? []
  const height = picked ?? offer.data?.rendition.height ?? null
  const name = movie.name

  function close() {
    setStartError(null)
    setPicked(null)
    onClose()
  }

  async function start() {
    const userId = getSession().user?.id
    if (height === null || userId === undefined) return
    setIsStarting(true)
    setStartError(null)
    try {
      // Asked from the member's tap: a browser short of space then leaves the downloads alone.
      void navigator.storage?.persist?.().catch(() => undefined)
      const engine = downloadEngine()
      await engine.load(userId)
      await engine.start(movie.id, height, offer.data)
      close()
      showToast(t`Downloading “${name}”. Follow it in Downloads.`)
    } catch (error) {
      setStartError(error)
    } finally {
      setIsStarting(false)
    }
  }

  let body = null
  if (offer.isPending) {
    body = (
      <div className={styles.options} role="status" aria-label={t`Loading the qualities`}>
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    )
  } else if (offer.isError) {
    body = (
      <div className={styles.problem} role="alert">
        <p>
          <LicenceErrorText error={offer.error} />
        </p>
        <Button variant="secondary" onClick={() => void offer.refetch()} isLoading={offer.isFetching}>
          {t`Try again`}
        </Button>
      </div>
    )
  } else {
    const free = estimate ? formatBytes(Math.max(0, estimate.quota - estimate.usage), locale) : null
    body = (
      <div className={styles.offer}>
        <fieldset className={styles.options}>
          <legend className={styles.legend}>
            <Trans>Quality</Trans>
          </legend>
          {renditions.map((rendition) => {
            const isSelected = rendition.height === height
            const size = formatBytes(rendition.bytes, locale)
            return (
              <label key={rendition.height} className={`${styles.option} ${isSelected ? styles.optionSelected : ''}`}>
                <input
                  type="radio"
                  name={`download-quality-${movie.id}`}
                  className={styles.radio}
                  checked={isSelected}
                  onChange={() => setPicked(rendition.height)}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionName}>
                    {rendition.height > 0 ? `${rendition.height}p` : t`Original`}
                  </span>
                  <span className={styles.muted}>{size}</span>
                </span>
                <span className={styles.check} aria-hidden="true">
                  {isSelected ? <CheckIcon size={16} /> : null}
                </span>
              </label>
            )
          })}
        </fieldset>
        {free ? (
          <p className={styles.muted}>
            <Trans>Free on this device: {free}</Trans>
          </p>
        ) : null}
        <p className={styles.muted}>
          <Trans>
            It plays without a connection while your membership or subscription lasts, for 30 days at most before the
            app checks it again online.
          </Trans>
        </p>
        {startError ? (
          <p className={styles.error} role="alert">
            <LicenceErrorText error={startError} />
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={<Trans>Download “{name}”</Trans>}
      closeLabel={t`Close`}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {t`Cancel`}
          </Button>
          <Button onClick={() => void start()} disabled={!offer.isSuccess} isLoading={isStarting}>
            {t`Download`}
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  )
}
