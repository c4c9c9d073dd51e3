import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ImagePath } from '../../../contract/schemas/common'
import { usePreferences } from '../../api/use-preferences'
import { formatCompact, formatDuration } from '../../lib/format'
import { Skeleton } from '../../ui/skeleton'
import { HdBadge, MovieThumbnail } from '../movies'
import styles from './movie-card.module.css'

/** Smallest share the progress bar draws. */
const MIN_PROGRESS_SHOWN = 0.04

export type CardMovie = {
  id: number
  name: string
  length: number
  is_hd: boolean
  public_thumbnail_image_path: ImagePath
  views?: number
}

type Props = {
  movie: CardMovie
  /** `tile`: picture above the text (grids, rows); `row`: picture beside it (the side column). */
  layout?: 'tile' | 'row'
  /** Share already watched, 0…1: draws the progress bar of "Continue watching". */
  progress?: number
  /** Replaces the views line (e.g. "12 min left"). */
  meta?: ReactNode
  /** Image `sizes`, so phones fetch the small picture. */
  sizes?: string
}

/** A 16:9 movie card: thumbnail with duration and HD badges, one line of title, one of meta. */
export function MovieCard({ movie, layout = 'tile', progress, meta, sizes }: Props) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const duration = formatDuration(movie.length)
  const views = movie.views ?? 0
  const compactViews = formatCompact(views, locale)
  return (
    <Link
      to="/videos/$id/watch"
      params={{ id: movie.id }}
      className={layout === 'row' ? `${styles.card} ${styles.row}` : styles.card}
    >
      <div className={styles.media}>
        <MovieThumbnail
          image={movie.public_thumbnail_image_path}
          sizes={sizes ?? (layout === 'row' ? '168px' : '(min-width: 1024px) 280px, 50vw')}
        />
        {movie.is_hd ? <HdBadge className={styles.hd} /> : null}
        <span className={`${styles.duration} tabular`}>
          <span className="visually-hidden">{t`Duration`} </span>
          {duration}
        </span>
        {progress !== undefined ? (
          <span
            className={styles.progress}
            role="progressbar"
            aria-label={t`Watched`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
          >
            {/* A sliver at least, so a just-started movie still shows it was started. */}
            <span style={{ transform: `scaleX(${Math.max(progress, MIN_PROGRESS_SHOWN)})` }} />
          </span>
        ) : null}
      </div>
      <div className={styles.text}>
        <p className={styles.title}>{movie.name}</p>
        {meta ? (
          <p className={styles.meta}>{meta}</p>
        ) : movie.views !== undefined ? (
          <p className={`${styles.meta} tabular`}>
            <Plural value={views} one={`${compactViews} view`} other={`${compactViews} views`} />
          </p>
        ) : null}
      </div>
    </Link>
  )
}

export function MovieCardSkeleton({ layout = 'tile' }: { layout?: 'tile' | 'row' }) {
  return (
    <div className={layout === 'row' ? `${styles.card} ${styles.row}` : styles.card} aria-hidden="true">
      <Skeleton aspectRatio="16 / 9" className={styles.media} />
      <div className={styles.text}>
        <Skeleton width="85%" height={14} />
        <Skeleton width="40%" height={12} />
      </div>
    </div>
  )
}
