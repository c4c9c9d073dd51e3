/**
 * The post's comment button with its count. A guest gets the login prompt; a user
 * gets the comments sheet, loaded the first time it is opened and kept afterwards, so a half-written
 * comment is still there when the sheet is opened again.
 */
import { useLingui } from '@lingui/react/macro'
import { type ComponentType, useState } from 'react'
import type { Post } from '../../../contract/schemas/post'
import { isSignedIn } from '../../api/session-manager'
import { useSession } from '../../api/use-session'
import { CommentIcon } from '../../ui/icons'
import { showToast } from '../../ui/toast'
import styles from './comments-button.module.css'
import { useCommentsSync } from './use-comments-sync'

type SheetProps = { post: Post; isOpen: boolean; onClose: () => void }

type Props = {
  post: Post
  /** What a guest gets instead: the app's login-required prompt. */
  onLoginRequired: () => void
}

export function CommentsButton({ post, onLoginRequired }: Props) {
  const { t, i18n } = useLingui()
  const session = useSession()
  const [isOpen, setIsOpen] = useState(false)
  // The sheet's code, loaded on the first open. Loaded by hand rather than with React.lazy: offline
  // before the service worker has cached it, a failed load is a message, not a broken page.
  const [Sheet, setSheet] = useState<ComponentType<SheetProps> | null>(null)
  useCommentsSync()
  const count = post.comments_count

  async function open() {
    // Waits for the session when the page showed before it was known (never a member taken for a guest).
    if (!(await isSignedIn())) {
      onLoginRequired()
      return
    }
    if (!Sheet) {
      try {
        const loaded = await import('./comments-sheet')
        setSheet(() => loaded.CommentsSheet)
      } catch {
        showToast(t`The comments could not be opened. Check your connection and try again.`)
        return
      }
    }
    setIsOpen(true)
  }

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        title={t`Comments`}
        onClick={() => void open()}
      >
        <CommentIcon />
        {/* Named by words plus the count it shows, so what is seen is what is said. */}
        <span className="visually-hidden">{t`Comments`}</span>
        {count > 0 ? (
          <span className={`${styles.count} tabular`}>
            {i18n.number(count, { notation: 'compact', maximumFractionDigits: 1 })}
          </span>
        ) : null}
      </button>
      {Sheet && session.status === 'user' ? (
        <Sheet post={post} isOpen={isOpen} onClose={() => setIsOpen(false)} />
      ) : null}
    </>
  )
}
