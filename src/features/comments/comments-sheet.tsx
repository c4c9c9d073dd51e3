/**
 * The comments of a post in a bottom sheet: newest first, more on
 * scroll (throttled 500 ms), replies page by page under their comment, the input at the bottom.
 * Writes go through the offline outbox: a new comment shows on top at once as "Sending…" (also after
 * a reload while offline) and is replaced by the server's copy when it lands; deletions hide the
 * comment at once and bring it back with the reason if the server refuses.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { TIMING } from '../../../contract/limits'
import type { OutboxAction } from '../../../contract/outbox/action'
import type { Comment } from '../../../contract/schemas/comment'
import type { Post } from '../../../contract/schemas/post'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { discardAction, retryAction, useOutbox } from '../../offline/outbox'
import { refetchFromNow } from '../../offline/query-client'
import { BottomSheet } from '../../ui/bottom-sheet'
import { ListMore, ListStatus } from '../../ui/list-status'
import { Skeleton } from '../../ui/skeleton'
import { CommentComposer, type ComposerHandle } from './comment-composer'
import { CommentItem, PendingCommentItem } from './comment-item'
import { deletionsOf, mergeCommentPages, type PendingComment, pendingCommentsOf } from './comment-list'
import styles from './comments-sheet.module.css'
import {
  commentKeys,
  postCommentsQuery,
  repliesQuery,
  useCreateCommentMutation,
  useDeleteCommentMutation,
} from './queries'
import { settledSet } from './use-comments-sync'

type Props = { post: Post; isOpen: boolean; onClose: () => void }

/**
 * A comment that leaves the queue was sent (or discarded): ask for the list again, so it shows even
 * when this page missed the worker's answer (it was reloading, or moving between pages).
 */
function useRefetchWhenSent(pending: readonly PendingComment[], refetch: () => void): void {
  const keys = pending.map((comment) => comment.key).join(' ')
  const previous = useRef(keys)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of waiting comments changes
  useEffect(() => {
    const now = new Set(keys.split(' '))
    const left = previous.current.split(' ').some((key) => key !== '' && !now.has(key))
    previous.current = keys
    if (left) refetch()
  }, [keys])
}

type ReplyTarget = { parentId: number; username: string }

export function CommentsSheet({ post, isOpen, onClose }: Props) {
  const { t } = useLingui()
  const session = useSession()
  const isOnline = useIsOnline()
  const queryClient = useQueryClient()
  const user = session.user
  const comments = useInfiniteQuery({ ...postCommentsQuery(post.id), enabled: isOpen })
  const actions = useOutbox(user?.id ?? null)
  const createComment = useCreateCommentMutation()
  const deleteComment = useDeleteCommentMutation()
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null)
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set())
  const bodyRef = useRef<HTMLDivElement>(null)
  const composer = useRef<ComposerHandle>(null)

  const pending = pendingCommentsOf(actions, post.id, settledSet())
  const pendingTop = pending.filter((comment) => comment.parentId === null)
  useRefetchWhenSent(pending, () => void refetchFromNow(queryClient, commentKeys.post(post.id)))
  const deletions = deletionsOf(actions)
  const list = mergeCommentPages(comments.data?.pages).filter(
    (comment) => deletions.get(comment.id)?.status !== 'pending',
  )

  function expand(commentId: number) {
    setExpanded((current) => new Set(current).add(commentId))
  }

  function startReply(comment: Comment) {
    // Replies are one level deep: answering a reply answers its thread.
    const parentId = comment.parent_id ?? comment.id
    setReplyTarget({ parentId, username: comment.user.username })
    composer.current?.mention(comment.user.username)
  }

  async function send(message: string) {
    if (!user) return
    const parentId = replyTarget?.parentId ?? null
    await createComment.mutateAsync({ userId: user.id, postId: post.id, message, parentId })
    setReplyTarget(null)
    if (parentId === null) {
      const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches
      bodyRef.current?.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
    } else {
      expand(parentId)
    }
  }

  function remove(comment: Comment) {
    if (user) deleteComment.mutate({ userId: user.id, commentId: comment.id })
  }

  const threadProps = {
    pending,
    deletions,
    expanded,
    onExpand: expand,
    onReply: startReply,
    onDelete: remove,
    user,
  }

  return (
    <BottomSheet
      isOpen={isOpen}
      onClose={onClose}
      bodyRef={bodyRef}
      title={
        <>
          <Trans>Comments</Trans>
          {post.comments_count > 0 ? <span className={`${styles.count} tabular`}>{post.comments_count}</span> : null}
        </>
      }
      closeLabel={t`Close comments`}
      dragLabel={t`Drag down to close the comments`}
      footer={
        <CommentComposer
          ref={composer}
          replyTo={replyTarget?.username ?? null}
          onCancelReply={() => setReplyTarget(null)}
          onSend={send}
          isOnline={isOnline}
        />
      }
    >
      <div className={styles.list}>
        {pendingTop.length > 0 ? (
          <ul className={styles.items} aria-label={t`Comments waiting to be sent`}>
            {pendingTop.map((comment) => (
              <li key={comment.key}>
                <Pending comment={comment} username={user?.username ?? ''} picture={user?.profile_pic ?? null} />
              </li>
            ))}
          </ul>
        ) : null}
        <ListStatus
          isPending={comments.isPending && isOpen}
          isError={comments.isError && !comments.data}
          isEmpty={list.length === 0 && pendingTop.length === 0}
          isOnline={isOnline}
          isRetrying={comments.isRefetching}
          onRetry={() => void comments.refetch()}
          skeleton={<CommentsSkeleton />}
          emptyTitle={<Trans>No comments yet</Trans>}
          emptyBody={<Trans>Be the first to say something nice.</Trans>}
        >
          <ul className={styles.items} aria-label={t`Comments`}>
            {list.map((comment) => (
              <li key={comment.id}>
                <Thread comment={comment} {...threadProps} />
              </li>
            ))}
          </ul>
          <ListMore
            mode="scroll"
            list={comments}
            isOnline={isOnline}
            marginPx={240}
            throttleMs={TIMING.scrollThrottleMs}
          />
        </ListStatus>
      </div>
    </BottomSheet>
  )
}

type ThreadProps = {
  comment: Comment
  pending: PendingComment[]
  deletions: Map<number, OutboxAction>
  expanded: ReadonlySet<number>
  onExpand: (commentId: number) => void
  onReply: (comment: Comment) => void
  onDelete: (comment: Comment) => void
  user: { username: string; profile_pic: string | null } | null
}

/** A top-level comment with its replies: "View N replies", then page by page. */
function Thread(props: ThreadProps) {
  const { comment, pending, deletions, expanded, onExpand, onReply, onDelete, user } = props
  // Queued replies read oldest first, like the thread.
  const pendingReplies = pending.filter((reply) => reply.parentId === comment.id).reverse()
  const isExpanded = expanded.has(comment.id)
  return (
    <>
      <CommentItem
        comment={comment}
        onReply={onReply}
        onDelete={onDelete}
        deleteFailure={<DeleteFailure action={deletions.get(comment.id)} />}
      />
      {isExpanded ? (
        <Replies
          commentId={comment.id}
          deletions={deletions}
          onReply={onReply}
          onDelete={onDelete}
          hasServerReplies={comment.replies > 0}
        />
      ) : comment.replies > 0 ? (
        <button type="button" className={styles.viewReplies} onClick={() => onExpand(comment.id)}>
          <span aria-hidden="true" className={styles.rule} />
          <Plural value={comment.replies} one="View # reply" other="View # replies" />
        </button>
      ) : null}
      {pendingReplies.length > 0 ? (
        <ul className={`${styles.items} ${styles.replies}`}>
          {pendingReplies.map((reply) => (
            <li key={reply.key}>
              <Pending comment={reply} username={user?.username ?? ''} picture={user?.profile_pic ?? null} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

type RepliesProps = {
  commentId: number
  deletions: Map<number, OutboxAction>
  onReply: (comment: Comment) => void
  onDelete: (comment: Comment) => void
  hasServerReplies: boolean
}

function Replies({ commentId, deletions, onReply, onDelete, hasServerReplies }: RepliesProps) {
  const { t } = useLingui()
  // A thread that had no replies has nothing to load: its first reply is added when it lands.
  const replies = useInfiniteQuery({ ...repliesQuery(commentId), enabled: hasServerReplies })
  const list = mergeCommentPages(replies.data?.pages).filter((reply) => deletions.get(reply.id)?.status !== 'pending')
  return (
    <div className={styles.replies}>
      {list.length > 0 ? (
        <ul className={styles.items} aria-label={t`Replies`}>
          {list.map((reply) => (
            <li key={reply.id}>
              <CommentItem
                comment={reply}
                onReply={onReply}
                onDelete={onDelete}
                deleteFailure={<DeleteFailure action={deletions.get(reply.id)} />}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {replies.isFetching && !replies.isFetchingNextPage && list.length === 0 ? (
        <p className={styles.repliesNote} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <Trans>Loading replies…</Trans>
        </p>
      ) : null}
      {replies.isError && !replies.isFetching ? (
        <p className={styles.repliesNote} role="alert">
          <Trans>The replies could not be loaded.</Trans>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void (replies.data ? replies.fetchNextPage() : replies.refetch())}
          >
            <Trans>Retry</Trans>
          </button>
        </p>
      ) : replies.hasNextPage ? (
        <button
          type="button"
          className={styles.viewReplies}
          disabled={replies.isFetchingNextPage}
          onClick={() => void replies.fetchNextPage()}
        >
          <span aria-hidden="true" className={styles.rule} />
          {replies.isFetchingNextPage ? <Trans>Loading replies…</Trans> : <Trans>View more replies</Trans>}
        </button>
      ) : null}
    </div>
  )
}

function Pending({
  comment,
  username,
  picture,
}: {
  comment: PendingComment
  username: string
  picture: string | null
}) {
  return (
    <PendingCommentItem
      username={username}
      picture={picture}
      message={comment.message}
      isReply={comment.parentId !== null}
      isFailed={comment.status === 'failed'}
      onRetry={() => void retryAction(comment.action)}
      onDiscard={() => void discardAction(comment.key)}
    />
  )
}

/** A refused deletion: say so, and offer to try again or to keep the comment. */
function DeleteFailure({ action }: { action: OutboxAction | undefined }) {
  if (action?.status !== 'failed') return null
  return (
    <span className={styles.deleteFailure} role="alert">
      <span className={styles.failed}>
        <Trans>Not deleted</Trans>
      </span>
      <button type="button" className={styles.action} onClick={() => void retryAction(action)}>
        <Trans>Retry</Trans>
      </button>
      <button type="button" className={styles.action} onClick={() => void discardAction(action.id)}>
        <Trans>Keep it</Trans>
      </button>
    </span>
  )
}

function CommentsSkeleton() {
  const { t } = useLingui()
  return (
    <ul className={styles.items} role="status" aria-label={t`Loading comments`}>
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className={styles.comment}>
          <Skeleton width={36} height={36} circle />
          <div className={styles.commentBody}>
            <Skeleton width={120} height={12} />
            <Skeleton width={row % 2 ? '60%' : '85%'} height={14} />
          </div>
        </li>
      ))}
    </ul>
  )
}
