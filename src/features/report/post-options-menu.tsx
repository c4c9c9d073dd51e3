/**
 * The post header's options (⋯) menu: report the post, copy its link. The
 * report modal is loaded the first time it is asked for and then kept, with what was typed.
 */
import { useLingui } from '@lingui/react/macro'
import { type ComponentType, useState } from 'react'
import type { Post } from '../../../contract/schemas/post'
import { FlagIcon, LinkIcon, MoreIcon } from '../../ui/icons'
import { Menu, type MenuItem } from '../../ui/menu'
import { showToast } from '../../ui/toast'
import { useCopyLink } from '../../ui/use-copy-link'

type ReportDialogProps = { isOpen: boolean; onClose: () => void; postId: number; modelId: number }

type Props = {
  post: Post
  /** The post's public link (/@username/post/id), for "Copy link". */
  shareUrl: string
}

export function PostOptionsMenu({ post, shareUrl }: Props) {
  const { t } = useLingui()
  const [isReportOpen, setIsReportOpen] = useState(false)
  // The modal's code, loaded on first use (by hand, so a failed load offline is a message, not a crash).
  const [ReportDialog, setReportDialog] = useState<ComponentType<ReportDialogProps> | null>(null)
  const modelId = post.webstar?.data.id

  async function openReport() {
    if (!ReportDialog) {
      try {
        const loaded = await import('./report-dialog')
        setReportDialog(() => loaded.ReportDialog)
      } catch {
        showToast(t`The report form could not be opened. Check your connection and try again.`)
        return
      }
    }
    setIsReportOpen(true)
  }

  const copyLink = useCopyLink()

  const items: MenuItem[] = [
    { id: 'copy', label: t`Copy link`, icon: <LinkIcon size={18} />, onSelect: () => void copyLink(shareUrl) },
  ]
  // A report names the post's creator; a post without one cannot be reported.
  if (modelId !== undefined) {
    items.unshift({
      id: 'report',
      label: t`Report`,
      icon: <FlagIcon size={18} />,
      tone: 'danger',
      onSelect: () => void openReport(),
    })
  }

  return (
    <>
      <Menu label={t`Post options`} icon={<MoreIcon />} items={items} />
      {ReportDialog && modelId !== undefined ? (
        <ReportDialog isOpen={isReportOpen} onClose={() => setIsReportOpen(false)} postId={post.id} modelId={modelId} />
      ) : null}
    </>
  )
}
