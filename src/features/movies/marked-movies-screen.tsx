import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { onOutboxEvent } from '../../offline/outbox'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { ListMore, ListStatus } from '../../ui/list-status'
import styles from './browse.module.css'
import { MovieGrid, MovieGridSkeleton } from './movie-grid'
import { type MovieMark, markedMoviesQuery } from './queries'

/**
 * The dashboard's favourites (/favorites) and likes (/likes): the viewer's own picks, the latest
 * first, 16 a page with "Load more". Saved with the rest of the lists, so they open offline too.
 * The routes let only signed-in users in.
 */
export function MarkedMoviesScreen({ mark }: { mark: MovieMark }) {
  const { t } = useLingui()
  const preferences = usePreferences()
  const session = useSession()
  const isOnline = useIsOnline()
  const userId = session.status === 'user' ? (session.user?.id ?? 0) : 0
  // Marks change on other screens: the saved copy shows at once and is checked again on every visit.
  const movies = useInfiniteQuery({
    ...markedMoviesQuery(mark, userId, preferences),
    enabled: userId !== 0,
    refetchOnMount: 'always',
  })
  const { refetch } = movies
  // A like or favourite made offline and sent later by the worker changes the list while it is open.
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'outbox:done' && event.kind === (mark === 'favorite' ? 'movie_favorite' : 'movie_like'))
          void refetch()
      }),
    [mark, refetch],
  )
  const items = movies.data?.pages.flatMap((page) => page.data) ?? []
  const total = movies.data?.pages[0]?.meta.pagination.total ?? 0
  const isFavorites = mark === 'favorite'
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{isFavorites ? <Trans>Favourites</Trans> : <Trans>Liked videos</Trans>}</h1>
        {items.length > 0 ? (
          <p className={styles.count}>
            {isFavorites ? (
              <Trans>Videos you saved, the latest first. {total} in all.</Trans>
            ) : (
              <Trans>Videos you liked, the latest first. {total} in all.</Trans>
            )}
          </p>
        ) : null}
      </header>
      <ListStatus
        isPending={movies.isPending}
        isError={movies.isError && items.length === 0}
        isEmpty={items.length === 0}
        isOnline={isOnline}
        isRetrying={movies.isRefetching}
        onRetry={() => void movies.refetch()}
        skeleton={<MovieGridSkeleton count={8} />}
        emptyTitle={isFavorites ? <Trans>No favourites yet</Trans> : <Trans>No liked videos yet</Trans>}
        emptyBody={
          isFavorites ? (
            <Trans>Tap the bookmark under a video to keep it here.</Trans>
          ) : (
            <Trans>Tap the heart under a video and it shows up here.</Trans>
          )
        }
        emptyAction={
          <AppLink href="/videos" className={buttonClass({ size: 'small' })}>
            <Trans>Browse videos</Trans>
          </AppLink>
        }
      >
        <MovieGrid movies={items} label={isFavorites ? t`Favourites` : t`Liked videos`} />
        <ListMore
          mode="button"
          hasNextPage={movies.hasNextPage}
          isFetchingNextPage={movies.isFetchingNextPage}
          isFetchNextPageError={movies.isFetchNextPageError}
          isOnline={isOnline}
          onLoadMore={() => void movies.fetchNextPage()}
          loadMoreLabel={t`Load more videos`}
        />
      </ListStatus>
    </div>
  )
}
