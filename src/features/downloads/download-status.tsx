import { Trans } from '@lingui/react/macro'
import { usePreferences } from '../../api/use-preferences'
import { formatRelative } from '../../lib/format'
import type { DownloadView } from './download-view'

/** What a download is doing, in a sentence. */
export function DownloadStatusText({ view }: { view: DownloadView }) {
  const { locale } = usePreferences()
  switch (view.kind) {
    case 'progress': {
      const percent = view.percent
      if (view.state === 'waiting') return <Trans>Waiting for a connection · {percent}%</Trans>
      if (view.state === 'paused') return <Trans>Paused · {percent}%</Trans>
      return <Trans>Downloading · {percent}%</Trans>
    }
    case 'failed':
      return view.error === 'quota' ? (
        <Trans>Not enough space on this device. Free some space, then try again.</Trans>
      ) : (
        <Trans>The download stopped. Try again.</Trans>
      )
    case 'ready': {
      const when = formatRelative(view.expiresAt, locale)
      return <Trans>Ready to watch offline · expires {when}</Trans>
    }
    case 'expired':
      return <Trans>Expired. Connect to the internet to renew it.</Trans>
  }
}

/** The same, in a few words, for the watch page's control. */
export function DownloadBadgeText({ view }: { view: DownloadView }) {
  switch (view.kind) {
    case 'progress':
      return <DownloadStatusText view={view} />
    case 'failed':
      return view.error === 'quota' ? <Trans>Not enough space</Trans> : <Trans>Download stopped</Trans>
    case 'ready':
      return <Trans>Downloaded</Trans>
    case 'expired':
      return <Trans>Download expired</Trans>
  }
}
