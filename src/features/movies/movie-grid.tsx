import { useLingui } from '@lingui/react/macro'
import { MovieCard, type MovieCardData, MovieCardSkeleton } from './movie-card'
import styles from './movie-grid.module.css'

/** Cards in the first screenful load their thumbnails at once. */
const PRIORITY_CARDS = 4

/** Movies as a grid of 16:9 cards: one column on small phones, up to four on desktop. */
export function MovieGrid({ movies, label }: { movies: readonly MovieCardData[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {movies.map((movie, index) => (
        <li key={movie.id}>
          <MovieCard movie={movie} priority={index < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  )
}

export function MovieGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading videos`}>
      <div className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <MovieCardSkeleton key={index} />
        ))}
      </div>
    </div>
  )
}
