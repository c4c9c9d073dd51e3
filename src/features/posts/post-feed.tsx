import { Trans, useLingui } from '@lingui/react/macro'
import { type InfiniteData, type UseInfiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { TIMING } from '../../../contract/limits'
import type { PostList } from '../../../contract/schemas/post'
import { useIsOnline } from '../../offline/online'
import { InfiniteSentinel } from '../../ui/infinite-sentinel'
import { ListStatus } from '../../ui/list-status'
import { Skeleton } from '../../ui/skeleton'
import { ErrorState } from '../../ui/states'
import { useGradualReveal } from '../../ui/use-gradual-reveal'
import { PostCard } from './post-card'
import styles from './post-feed.module.css'
import type { PostGrid } from './post-grid'

type FeedQuery<K extends readonly unknown[]> = UseInfiniteQueryOptions<
  PostList,
  Error,
  InfiniteData<PostList>,
  K,
  number
>

/**
 * An infinite list of posts with every state designed: skeletons while the first page loads,
 * the spec's empty and error texts with Retry, an offline notice when nothing is cached,
 * and the next page requested as the end comes near.
 */
export type PostViewMode = 'vertical' | 'grid'

type Props<K extends readonly unknown[]> = {
  query: FeedQuery<K>
  mode?: PostViewMode
  /** Grid mode: a click on a tile asks to switch to vertical mode. */
  onModeChange?: (mode: PostViewMode) => void
  /**
   * Grid mode's view (`PostGrid`), passed by the screens that offer the mode (a creator's profile):
   * home's feed, always a list, leaves its code out of the first load.
   */
  Grid?: typeof PostGrid
}

export function PostFeed<K extends readonly unknown[]>({ query, mode = 'vertical', onModeChange, Grid }: Props<K>) {
  const { t } = useLingui()
  const isOnline = useIsOnline()
  const feed = useInfiniteQuery(query)
  const posts = feed.data?.pages.flatMap((page) => page.data) ?? []
  const reveal = useGradualReveal(posts.length)
  // The list's end (the next page, "all caught up") only once every post is drawn; a grid draws them all.
  const isListComplete = mode === 'grid' || reveal.shown === posts.length
  const [focusPostId, setFocusPostId] = useState<number | null>(null)
  useEffect(() => {
    if (mode !== 'vertical' || focusPostId === null) return
    document.getElementById(`post-${focusPostId}`)?.scrollIntoView({ block: 'start' })
    setFocusPostId(null)
  }, [mode, focusPostId])

  return (
    <ListStatus
      isPending={feed.isPending}
      isError={feed.isError && posts.length === 0}
      isEmpty={posts.length === 0}
      isOnline={isOnline}
      isRetrying={feed.isRefetching}
      onRetry={() => void feed.refetch()}
      skeleton={<FeedSkeleton />}
      offlineBody={
        <Trans>This feed has not been saved on this device yet. It will load when you are back online.</Trans>
      }
      emptyTitle={<Trans>There are no publications yet</Trans>}
      emptyBody={<Trans>When creators post new photos and videos, you will find them here.</Trans>}
    >
      <div className={mode === 'grid' ? styles.gridFeed : styles.feed}>
        {mode === 'grid' && Grid ? (
          <Grid
            posts={posts}
            onSelect={(post) => {
              reveal.revealAll()
              setFocusPostId(post.id)
              onModeChange?.('vertical')
            }}
          />
        ) : (
          posts.slice(0, reveal.shown).map((post, index) => (
            <div key={post.id} id={`post-${post.id}`} className={styles.anchor}>
              <PostCard post={post} priority={index === 0} />
            </div>
          ))
        )}
        {feed.isFetchNextPageError ? (
          <ErrorState
            title={<Trans>An error ocurred</Trans>}
            retryLabel={t`Retry`}
            onRetry={() => void feed.fetchNextPage()}
          />
        ) : null}
        <InfiniteSentinel
          isEnabled={isListComplete && feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError}
          onVisible={() => void feed.fetchNextPage()}
          throttleMs={TIMING.scrollThrottleMs}
        />
        {feed.isFetchingNextPage ? (
          <div className={styles.loadingMore} role="status">
            <Trans>Loading more posts…</Trans>
          </div>
        ) : null}
        {isListComplete && !feed.hasNextPage ? (
          <p className={styles.end}>
            <Trans>You are all caught up.</Trans>
          </p>
        ) : null}
      </div>
    </ListStatus>
  )
}

function FeedSkeleton() {
  const { t } = useLingui()
  return (
    <div className={styles.feed} role="status" aria-label={t`Loading posts`}>
      {[0, 1].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <div className={styles.skeletonHeader}>
            <Skeleton width={40} height={40} circle />
            <div style={{ display: 'grid', gap: 6, flex: 1 }}>
              <Skeleton width="40%" height={12} />
              <Skeleton width="25%" height={10} />
            </div>
          </div>
          <Skeleton aspectRatio="4 / 5" />
          <Skeleton width="70%" height={12} />
        </div>
      ))}
    </div>
  )
}
