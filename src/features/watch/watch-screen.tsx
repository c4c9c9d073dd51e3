/**
 * video.watch: the player, the subscription ad bar when the main
 * video is not the one playing, the movie's details, the promo banner for non-members, and the
 * side lists: more from the same model, more from the group, related videos.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useRef } from 'react'
import type { Movie } from '../../../contract/schemas/movie'
import { isApiError } from '../../api/errors'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { useDownload } from '../../offline/downloads/use-downloads'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { Button } from '../../ui/button'
import { Skeleton } from '../../ui/skeleton'
import { OfflineState } from '../../ui/states'
import { DownloadButton } from '../downloads'
import { movieListHref, subscribeHref, webstarOf } from './links'
import { MovieCardSkeleton } from './movie-card'
import { MovieDetails } from './movie-details'
import { MovieShelf } from './movie-shelf'
import { MovieUnavailable } from './movie-unavailable'
import { canUseMediaSource } from './player/hls-module'
import { PromoBanner } from './promo-banner'
import {
  firstModelOf,
  modelMoviesQuery,
  movieQuery,
  relatedMoviesQuery,
  reportMovieView,
  WATCH_PAGE_SIZE,
  watchKeys,
} from './queries'
import { SubscribeBar } from './subscribe-bar'
import { useMovieReactionSync } from './use-movie-reactions'
import { useSideListsTime } from './use-side-lists-time'
import { useWatchSource } from './use-watch-source'
import { WatchPlayer } from './watch-player'
import styles from './watch-screen.module.css'

const route = getRouteApi('/shell/gated/videos/$id/watch')

export function WatchScreen() {
  const { t } = useLingui()
  // The server's answers to queued likes and favourites settle this page's movie.
  useMovieReactionSync()
  const { id } = route.useParams()
  const preferences = usePreferences()
  const isOnline = useIsOnline()
  const movie = useQuery({
    ...movieQuery(id, preferences),
    // A language or theme change keeps the movie on screen while it reloads; another movie does not.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  })
  // A downloaded movie opens from what the device stored with it, however long offline.
  const download = useDownload(id)
  const shown = movie.data ?? download?.movie

  if (shown) return <WatchPage key={shown.id} movie={shown} />
  if (movie.isPending) return <WatchSkeleton />
  const error = movie.error
  if (!isOnline && isApiError(error) && error.isNetwork) {
    return (
      <div className={styles.statePage}>
        <OfflineState
          title={<Trans>You are offline</Trans>}
          body={<Trans>This video has not been saved on this device. It will load when you are back online.</Trans>}
          action={
            <Button variant="secondary" onClick={() => void movie.refetch()} isLoading={movie.isRefetching}>
              {t`Retry`}
            </Button>
          }
        />
      </div>
    )
  }
  return (
    <div className={styles.statePage}>
      <MovieUnavailable error={error} onRetry={() => void movie.refetch()} isRetrying={movie.isRefetching} />
    </div>
  )
}

function WatchPage({ movie }: { movie: Movie }) {
  const { t } = useLingui()
  const preferences = usePreferences()
  const session = useSession()
  const queryClient = useQueryClient()
  const source = useWatchSource(movie)
  const firstModel = firstModelOf(movie)
  const showRelated = !firstModel?.is_webstar
  const [isSideListsTime, startSideLists] = useSideListsTime(source.status === 'ready' || source.status === 'loading')
  const modelMovies = useQuery({
    ...modelMoviesQuery(movie.id, preferences),
    enabled: isSideListsTime && firstModel !== null,
  })
  const related = useQuery({ ...relatedMoviesQuery(movie.id, preferences), enabled: isSideListsTime && showRelated })
  const isMember = session.user?.membership_active === true
  const subscribeTo = subscribeHref({ webstar: webstarOf(movie) })
  const group = movie.group?.data ?? null
  const groupMovies = group?.movies.data ?? []

  const hasReportedView = useRef(false)
  const { mutate: countView } = useMutation({
    mutationFn: () => reportMovieView(movie.id),
    onSuccess: ({ views }) => {
      queryClient.setQueryData(watchKeys.movie(movie.id, preferences), (old) => (old ? { ...old, views } : old))
    },
  })
  // Once per movie load, when the main video starts (never for a trailer; replays and seeks do not count).
  function handleMainStarted() {
    if (hasReportedView.current) return
    hasReportedView.current = true
    countView()
  }

  const modelName = firstModel?.name ?? ''
  const groupName = group?.name ?? ''

  return (
    <div className={styles.page}>
      <div className={styles.stage}>
        <WatchPlayer
          movie={movie}
          source={source}
          subscribeTo={subscribeTo}
          onMainStarted={handleMainStarted}
          onStreamLoaded={startSideLists}
        />
      </div>

      <div className={styles.info}>
        {source.isMain ? null : (
          <SubscribeBar
            href={subscribeTo}
            reason={source.status === 'locked' ? 'locked' : 'trailer'}
            lockedTo={!movie.available && webstarOf(movie) ? firstModel?.name : null}
          />
        )}
        <MovieDetails movie={movie} actions={canUseMediaSource() ? <DownloadButton movie={movie} /> : null} />
        {isMember ? null : <PromoBanner seed={movie.id} />}
      </div>

      <aside className={styles.side} aria-label={t`More videos`}>
        {firstModel ? (
          <MovieShelf
            id="watch-model-movies"
            title={<Trans>More from {modelName}</Trans>}
            layout="rows"
            placeholderCount={WATCH_PAGE_SIZE.modelMovies}
            state={
              modelMovies.isPending
                ? { status: 'pending' }
                : modelMovies.isError
                  ? { status: 'error', onRetry: () => void modelMovies.refetch() }
                  : { status: 'success', movies: modelMovies.data }
            }
            action={
              <AppLink href={movieListHref({ model_id: firstModel.id })} className={styles.textButton}>
                <Trans>See all</Trans>
              </AppLink>
            }
          />
        ) : null}
      </aside>

      <div className={styles.more}>
        {group && groupMovies.length > 0 ? (
          <MovieShelf
            id="watch-group-movies"
            title={<Trans>More from {groupName}</Trans>}
            layout="grid"
            placeholderCount={0}
            state={{ status: 'success', movies: groupMovies }}
            action={
              <AppLink href={movieListHref({ group_id: group.id })} className={styles.textButton}>
                <Trans>See all</Trans>
              </AppLink>
            }
          />
        ) : null}
        {showRelated ? (
          <MovieShelf
            id="watch-related"
            title={<Trans>Related videos</Trans>}
            layout="grid"
            placeholderCount={WATCH_PAGE_SIZE.related}
            state={
              related.isPending
                ? { status: 'pending' }
                : related.isError
                  ? { status: 'error', onRetry: () => void related.refetch() }
                  : { status: 'success', movies: related.data }
            }
          />
        ) : null}
      </div>
    </div>
  )
}

/** The page's shape while the movie loads: nothing moves when it arrives. */
function WatchSkeleton() {
  const { t } = useLingui()
  return (
    <div className={styles.page} role="status" aria-label={t`Loading video`}>
      <div className={styles.stage}>
        <Skeleton aspectRatio="16 / 9" className={styles.stageSkeleton} />
      </div>
      <div className={styles.info}>
        <div className={styles.skeletonText}>
          <Skeleton width={96} height={12} />
          <Skeleton width="70%" height={26} />
          <Skeleton width="45%" height={14} />
        </div>
        <div className={styles.skeletonChips}>
          <Skeleton width={180} height={56} className={styles.pill} />
          <Skeleton width={90} height={36} className={styles.pill} />
          <Skeleton width={110} height={36} className={styles.pill} />
        </div>
      </div>
      <div className={styles.side}>
        <div className={styles.shelf}>
          <Skeleton width="55%" height={20} />
          <div className={styles.rows}>
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <MovieCardSkeleton key={index} layout="row" />
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}
