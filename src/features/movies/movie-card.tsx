import { Plural } from '@lingui/react/macro'
import { memo } from 'react'
import type { Movie } from '../../../contract/schemas/movie'
import { usePreferences } from '../../api/use-preferences'
import { formatCompact, formatDuration } from '../../lib/format'
import { AppLink } from '../../ui/app-link'
import { HoverPreviewVideo, useHoverPreview } from '../../ui/hover-preview'
import { Skeleton } from '../../ui/skeleton'
import styles from './movie-card.module.css'
import { HdBadge, MovieThumbnail } from './movie-thumbnail'

export type MovieCardData = Pick<
  Movie,
  'id' | 'name' | 'length' | 'is_hd' | 'views' | 'public_thumbnail_image_path' | 'webstar'
> &
  Partial<Pick<Movie, 'public_thumbnail_video_path'>>

type Props = {
  movie: MovieCardData
  /** Cards in the first screenful load their thumbnail at once. */
  priority?: boolean
}

/**
 * A movie as a 16:9 card: thumbnail with its duration and an HD badge, the title, the first model
 * and the views. The whole card opens the watch page; hovering it plays the movie's preview clip.
 */
export const MovieCard = memo(function MovieCard({ movie, priority = false }: Props) {
  const { locale } = usePreferences()
  const model = movie.webstar?.data?.name
  const viewCount = movie.views
  const views = formatCompact(viewCount, locale)
  const duration = formatDuration(movie.length)
  const preview = useHoverPreview(movie.public_thumbnail_video_path)
  return (
    // The text comes first in the DOM, so the link's name starts with the title; the picture is
    // drawn above it (CSS order) and its badges end the name: "Golden Weekend … views HD 12:07".
    <AppLink href={`/videos/${movie.id}/watch`} className={styles.card} {...preview.handlers}>
      <span className={styles.body}>
        <span className={styles.title}>{movie.name}</span>
        <span className={styles.meta}>
          {model ? <span className={styles.model}>{model}</span> : null}
          <span className={styles.views}>
            <Plural value={viewCount} one={`${views} view`} other={`${views} views`} />
          </span>
        </span>
      </span>
      <span className={styles.thumb}>
        <MovieThumbnail
          image={movie.public_thumbnail_image_path}
          sizes="(min-width: 1200px) 300px, (min-width: 560px) 50vw, 100vw"
          priority={priority}
        />
        {preview.isOn && movie.public_thumbnail_video_path ? (
          <HoverPreviewVideo src={movie.public_thumbnail_video_path} />
        ) : null}
        {movie.is_hd ? <HdBadge className={styles.hd} /> : null}
        <span className={styles.duration}>{duration}</span>
      </span>
    </AppLink>
  )
})

/** A placeholder with the card's exact shape. */
export function MovieCardSkeleton() {
  return (
    <span className={styles.skeleton} aria-hidden="true">
      <Skeleton aspectRatio="16 / 9" className={styles.skeletonThumb} />
      <Skeleton width="82%" height={14} />
      <Skeleton width="48%" height={12} />
    </span>
  )
}
