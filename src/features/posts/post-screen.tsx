import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Navigate } from '@tanstack/react-router'
import { isApiError } from '../../api/errors'
import { usePreferences } from '../../api/use-preferences'
import { creatorHref } from '../../lib/creator-href'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { LoadFailed } from '../../ui/load-failed'
import { Skeleton } from '../../ui/skeleton'
import { StateMessage } from '../../ui/states'
import { PostCard } from './post-card'
import styles from './post-feed.module.css'
import { postQuery } from './queries'

/**
 * A single post (/{username}/post/{post}), the target of shared links. Opened under another
 * creator's address, it moves to its owner's (the address never shows one creator's name over
 * another's post).
 */
export function PostScreen({ postId, username }: { postId: number; username: string }) {
  const { t } = useLingui()
  const preferences = usePreferences()
  const isOnline = useIsOnline()
  const post = useQuery(postQuery(postId, preferences))
  const data = post.data
  if (post.isPending) {
    return (
      <div className={styles.single} role="status" aria-label={t`Loading the post`}>
        <Skeleton aspectRatio="4 / 5" />
      </div>
    )
  }
  if (isApiError(post.error) && post.error.status === 404) {
    return (
      <StateMessage
        title={<Trans>This post does not exist</Trans>}
        body={<Trans>It may have been removed by its creator.</Trans>}
      />
    )
  }
  // A post on screen stays there when reading it again fails (a refetch on focus or reconnect).
  if (data === undefined) {
    return (
      <LoadFailed
        isOnline={isOnline}
        offlineBody={<Trans>This post has not been saved on this device yet.</Trans>}
        onRetry={() => void post.refetch()}
      />
    )
  }
  const creator = data.webstar?.data
  // Share links name the creator by username, or by id when there is none (postShareUrl).
  const handle = creator ? (creator.username?.toLowerCase() ?? String(creator.id)) : username
  if (handle !== username) {
    return <Navigate to="/$username/post/$postId" params={{ username: handle, postId: String(postId) }} replace />
  }
  return (
    <div className={styles.single}>
      {/* The card shows who posted; the heading names the page for assistive tech and the tab title. */}
      <h1 className="visually-hidden">{creator ? t`Post by ${creator.name}` : t`Post`}</h1>
      <PostCard post={data} priority />
      {creator ? (
        <div className={styles.allPosts}>
          <AppLink href={creatorHref(creator)} className={buttonClass({ variant: 'secondary', block: true })}>
            <Trans>See all posts by {creator.name}</Trans>
          </AppLink>
        </div>
      ) : null}
    </div>
  )
}
