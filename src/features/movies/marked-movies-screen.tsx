import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { onOutboxEvent } from '../../offline/outbox'
import { refetchFromNow } from '../../offline/query-client'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import styles from './browse.module.css'
import { PagedMovies } from './paged-movies'
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
  const userId = session.status === 'user' ? (session.user?.id ?? 0) : 0
  // Marks change on other screens: the saved copy shows at once and is checked again on every visit.
  const movies = useInfiniteQuery({
    ...markedMoviesQuery(mark, userId, preferences),
    enabled: userId !== 0,
    refetchOnMount: 'always',
  })
  const queryClient = useQueryClient()
  // A like or favourite made offline and sent later by the worker changes the list while it is open.
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'outbox:done' && event.kind === (mark === 'favorite' ? 'movie_favorite' : 'movie_like'))
          void refetchFromNow(queryClient, markedMoviesQuery(mark, userId, preferences).queryKey)
      }),
    [mark, queryClient, userId, preferences],
  )
  const total = movies.data?.pages[0]?.meta.pagination.total ?? 0
  const isFavorites = mark === 'favorite'
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{isFavorites ? <Trans>Favourites</Trans> : <Trans>Liked videos</Trans>}</h1>
        {total > 0 ? (
          <p className={styles.count}>
            {isFavorites ? (
              <Trans>Videos you saved, the latest first. {total} in all.</Trans>
            ) : (
              <Trans>Videos you liked, the latest first. {total} in all.</Trans>
            )}
          </p>
        ) : null}
      </header>
      <PagedMovies
        movies={movies}
        label={isFavorites ? t`Favourites` : t`Liked videos`}
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
      />
    </div>
  )
}
