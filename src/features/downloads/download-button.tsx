/**
 * The watch page's download control: "Download" (with the dialog choosing the quality) for a movie
 * the member may watch in full, then where the download stands, leading to the Downloads screen.
 * Nothing for guests, for a movie the viewer may not watch in full, or where the device cannot keep
 * downloads.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { Movie } from '../../../contract/schemas/movie'
import { useSession } from '../../api/use-session'
import { useDownload } from '../../offline/downloads/use-downloads'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { CheckIcon, DownloadIcon } from '../../ui/icons'
import styles from './download-button.module.css'
import { DownloadDialog } from './download-dialog'
import { DownloadBadgeText } from './download-status'
import { viewOf } from './download-view'

/** Downloads need the Cache Storage and IndexedDB (both missing in some private modes). */
function canKeepDownloads(): boolean {
  return typeof caches !== 'undefined' && typeof indexedDB !== 'undefined'
}

export function DownloadButton({ movie }: { movie: Movie }) {
  const session = useSession()
  const record = useDownload(movie.id)
  const [isOpen, setIsOpen] = useState(false)
  if (session.status !== 'user' || !movie.available || movie.main_video_id === null || !canKeepDownloads()) return null

  if (record) {
    const view = viewOf(record, new Date())
    return (
      <AppLink href="/downloads" className={`${buttonClass({ variant: 'secondary', size: 'small' })} ${styles.state}`}>
        {view.kind === 'ready' ? <CheckIcon size={16} /> : <DownloadIcon size={16} />}
        <DownloadBadgeText view={view} />
      </AppLink>
    )
  }
  return (
    <>
      <Button variant="secondary" size="small" icon={<DownloadIcon size={16} />} onClick={() => setIsOpen(true)}>
        <Trans>Download</Trans>
      </Button>
      <DownloadDialog movie={movie} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  )
}
