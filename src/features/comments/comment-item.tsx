/**
 * One comment: picture, username, time, the text (plain text, never HTML) and its actions. Delete
 * is offered when the server says so (`can_delete`: the author or the post's creator) and needs a
 * second click. A queued comment shows "Sending…", or "Not sent" with Retry and Discard.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { Comment } from '../../../contract/schemas/comment'
import { usePreferences } from '../../api/use-preferences'
import { formatRelative } from '../../lib/format'
import { useNow } from '../../lib/page-clock'
import { Avatar } from '../../ui/avatar'
import styles from './comments-sheet.module.css'

/** How long the "Tap again to delete" state waits for the confirming click. */
export const DELETE_CONFIRM_MS = 4000

type Props = {
  comment: Comment
  onReply: (comment: Comment) => void
  onDelete: (comment: Comment) => void
  /** A deletion the server refused: the comment is back, with what to do about it. */
  deleteFailure?: ReactNode
}

export function CommentItem({ comment, onReply, onDelete, deleteFailure }: Props) {
  const { locale } = usePreferences()
  const now = useNow()
  return (
    <CommentFrame
      username={comment.user.username}
      picture={comment.user.profile_picture}
      time={<time dateTime={comment.created_at}>{formatRelative(new Date(comment.created_at), locale, now)}</time>}
      message={comment.message}
      isReply={comment.parent_id !== null}
    >
      <button type="button" className={styles.action} onClick={() => onReply(comment)}>
        <Trans>Reply</Trans>
      </button>
      {comment.can_delete ? <DeleteButton onConfirm={() => onDelete(comment)} /> : null}
      {deleteFailure}
    </CommentFrame>
  )
}

type PendingProps = {
  username: string
  picture: string | null
  message: string
  isReply: boolean
  isFailed: boolean
  onRetry: () => void
  onDiscard: () => void
}

export function PendingCommentItem({
  username,
  picture,
  message,
  isReply,
  isFailed,
  onRetry,
  onDiscard,
}: PendingProps) {
  return (
    <CommentFrame
      username={username}
      picture={picture}
      message={message}
      isReply={isReply}
      isPending={!isFailed}
      time={
        isFailed ? (
          <span className={styles.failed}>
            <Trans>Not sent</Trans>
          </span>
        ) : (
          <span className={styles.sending}>
            <span className={styles.dot} aria-hidden="true" />
            <Trans>Sending…</Trans>
          </span>
        )
      }
    >
      {isFailed ? (
        <>
          <button type="button" className={styles.action} onClick={onRetry}>
            <Trans>Retry</Trans>
          </button>
          <button type="button" className={styles.action} onClick={onDiscard}>
            <Trans>Discard</Trans>
          </button>
        </>
      ) : null}
    </CommentFrame>
  )
}

type FrameProps = {
  username: string
  picture: string | null
  time: ReactNode
  message: string
  isReply: boolean
  isPending?: boolean
  children?: ReactNode
}

function CommentFrame({ username, picture, time, message, isReply, isPending = false, children }: FrameProps) {
  return (
    <article className={[styles.comment, isPending ? styles.pending : ''].join(' ')} aria-busy={isPending || undefined}>
      <Avatar src={picture} name={username} size={isReply ? 28 : 36} />
      <div className={styles.commentBody}>
        <p className={styles.commentHead}>
          <span className={styles.username}>{username}</span>
          <span className={styles.time}>{time}</span>
        </p>
        <p className={styles.message}>{message}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </article>
  )
}

/** "Delete", then "Tap again to delete" for a few seconds; only the second click deletes. */
export function DeleteButton({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useLingui()
  const [isArmed, setIsArmed] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  function click() {
    clearTimeout(timer.current)
    if (isArmed) {
      setIsArmed(false)
      onConfirm()
      return
    }
    setIsArmed(true)
    timer.current = setTimeout(() => setIsArmed(false), DELETE_CONFIRM_MS)
  }

  return (
    <button
      type="button"
      className={[styles.action, isArmed ? styles.armed : ''].join(' ')}
      onClick={click}
      aria-live="polite"
    >
      {isArmed ? t`Tap again to delete` : t`Delete`}
    </button>
  )
}
