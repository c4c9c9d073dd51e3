import { useLingui } from '@lingui/react/macro'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useIsOnline } from '../../offline/online'
import { ListMore, ListStatus } from '../../ui/list-status'
import type { MovieCardData } from './movie-card'
import { MovieGrid, MovieGridSkeleton } from './movie-grid'

type Props = {
  /** An infinite query of movie list pages. */
  movies: UseInfiniteQueryResult<InfiniteData<{ data: readonly MovieCardData[] }, unknown>>
  /** The grid's accessible name. */
  label: string
  emptyTitle?: ReactNode
  emptyBody?: ReactNode
  emptyAction?: ReactNode
}

/**
 * A paged movie list as every movie screen shows it: the grid with "Load more" under it, and the
 * loading, empty, error-with-retry and offline states around it.
 */
export function PagedMovies({ movies, label, emptyTitle, emptyBody, emptyAction }: Props) {
  const { t } = useLingui()
  const isOnline = useIsOnline()
  const items = movies.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <ListStatus
      isPending={movies.isPending}
      isError={movies.isError && items.length === 0}
      isEmpty={items.length === 0}
      isOnline={isOnline}
      isRetrying={movies.isRefetching}
      onRetry={() => void movies.refetch()}
      skeleton={<MovieGridSkeleton count={8} />}
      emptyTitle={emptyTitle}
      emptyBody={emptyBody}
      emptyAction={emptyAction}
    >
      <MovieGrid movies={items} label={label} />
      <ListMore mode="button" list={movies} isOnline={isOnline} loadMoreLabel={t`Load more videos`} />
    </ListStatus>
  )
}
