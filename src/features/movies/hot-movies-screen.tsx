import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { usePreferences } from '../../api/use-preferences'
import { useIsOnline } from '../../offline/online'
import { ListMore, ListStatus } from '../../ui/list-status'
import styles from './browse.module.css'
import { MovieGrid, MovieGridSkeleton } from './movie-grid'
import { hotMoviesQuery } from './queries'

/** New and hot (/videos/hot): the most viewed of the latest movies, 16 a page with "Load more". */
export function HotMoviesScreen() {
  const { t } = useLingui()
  const preferences = usePreferences()
  const isOnline = useIsOnline()
  const movies = useInfiniteQuery(hotMoviesQuery(preferences))
  const items = movies.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>New & hot</Trans>
        </h1>
        <p className={styles.count}>
          <Trans>The most watched of the latest videos.</Trans>
        </p>
      </header>
      <ListStatus
        isPending={movies.isPending}
        isError={movies.isError && items.length === 0}
        isEmpty={items.length === 0}
        isOnline={isOnline}
        isRetrying={movies.isRefetching}
        onRetry={() => void movies.refetch()}
        skeleton={<MovieGridSkeleton count={8} />}
        emptyTitle={<Trans>No records found</Trans>}
      >
        <MovieGrid movies={items} label={t`Videos`} />
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
