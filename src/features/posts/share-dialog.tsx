/**
 * The share modal: WhatsApp, Telegram, Twitter, copy link, and the system share
 * sheet where the browser has one (Web Share API). Links are /@{username}/post/{post_id}.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { CommentIcon, LinkIcon, ShareIcon, XLogoIcon } from '../../ui/icons'
import { useCopyLink } from '../../ui/use-copy-link'
import styles from './share-dialog.module.css'

type Props = { isOpen: boolean; onClose: () => void; url: string; title: string }

export function shareTargets(url: string, title: string) {
  const text = encodeURIComponent(title)
  const link = encodeURIComponent(url)
  return {
    whatsapp: `https://wa.me/?text=${text}%20${link}`,
    telegram: `https://t.me/share/url?url=${link}&text=${text}`,
    twitter: `https://twitter.com/intent/tweet?url=${link}&text=${text}`,
  }
}

export function ShareDialog({ isOpen, onClose, url, title }: Props) {
  const { t } = useLingui()
  const targets = shareTargets(url, title)
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  const copyLink = useCopyLink()

  async function copy() {
    await copyLink(url)
    onClose()
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t`Close`}
      title={<Trans>Share</Trans>}
      actions={
        canShareNatively ? (
          <Button
            variant="secondary"
            icon={<ShareIcon size={18} />}
            onClick={() => {
              void navigator.share({ url, title }).catch(() => undefined)
              onClose()
            }}
          >
            <Trans>More options</Trans>
          </Button>
        ) : undefined
      }
    >
      <div className={styles.targets}>
        <a
          className={styles.target}
          href={targets.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          <span className={`${styles.icon} ${styles.whatsapp}`}>
            <CommentIcon size={22} />
          </span>
          WhatsApp
        </a>
        <a
          className={styles.target}
          href={targets.telegram}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          <span className={`${styles.icon} ${styles.telegram}`}>
            <ShareIcon size={22} />
          </span>
          Telegram
        </a>
        <a className={styles.target} href={targets.twitter} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          <span className={`${styles.icon} ${styles.twitter}`}>
            <XLogoIcon size={20} />
          </span>
          Twitter
        </a>
        <button type="button" className={styles.target} onClick={() => void copy()}>
          <span className={`${styles.icon} ${styles.copy}`}>
            <LinkIcon size={22} />
          </span>
          <Trans>Copy link</Trans>
        </button>
      </div>
      <div className={styles.link}>
        <LinkIcon size={16} />
        <span>{url}</span>
      </div>
    </Dialog>
  )
}
