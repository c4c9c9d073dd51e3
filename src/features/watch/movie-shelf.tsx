import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { type CardMovie, MovieCard, MovieCardSkeleton } from './movie-card'
import styles from './watch-screen.module.css'

type ShelfState =
  | { status: 'pending' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'success'; movies: readonly CardMovie[] }

type Props = {
  id: string
  title: ReactNode
  state: ShelfState
  /** `grid` of tiles (main column), `rows` of picture-beside-text (side column, lists on phones). */
  layout: 'grid' | 'rows'
  /** Placeholders while loading, as many as the page usually holds. */
  placeholderCount: number
  action?: ReactNode
}

/** A titled list of movies next to or under the player; nothing at all when it is empty. */
export function MovieShelf({ id, title, state, layout, placeholderCount, action }: Props) {
  const { t } = useLingui()
  if (state.status === 'success' && state.movies.length === 0) return null
  const cardLayout = layout === 'rows' ? 'row' : 'tile'
  return (
    <section className={styles.shelf} aria-labelledby={id}>
      <div className={styles.shelfHead}>
        <h2 id={id} className={styles.shelfTitle}>
          {title}
        </h2>
        {action}
      </div>
      {state.status === 'pending' ? (
        <div className={layout === 'rows' ? styles.rows : styles.grid} role="status" aria-label={t`Loading videos`}>
          {Array.from({ length: placeholderCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <MovieCardSkeleton key={index} layout={cardLayout} />
          ))}
        </div>
      ) : state.status === 'error' ? (
        <div className={styles.shelfError} role="alert">
          <p>
            <Trans>An error ocurred</Trans>
          </p>
          <button type="button" className={styles.textButton} onClick={state.onRetry}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : (
        <ul className={layout === 'rows' ? styles.rows : styles.grid}>
          {state.movies.map((movie) => (
            <li key={movie.id}>
              <MovieCard movie={movie} layout={cardLayout} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
