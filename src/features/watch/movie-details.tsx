import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import type { Movie } from '../../../contract/schemas/movie'
import { usePreferences } from '../../api/use-preferences'
import { modelProfileHref } from '../../lib/creator-href'
import { formatDuration, formatRelative } from '../../lib/format'
import { useNow } from '../../lib/page-clock'
import { AppLink } from '../../ui/app-link'
import { Avatar } from '../../ui/avatar'
import { Button } from '../../ui/button'
import { ShareIcon, StackIcon } from '../../ui/icons'
import { showToast } from '../../ui/toast'
import { VerifiedBadge } from '../../ui/verified-badge'
import { HdBadge } from '../movies'
import { movieListHref } from './links'
import styles from './movie-details.module.css'
import { MovieReactionButtons } from './movie-reactions'

/** Descriptions longer than this are folded behind "Show more". */
const DESCRIPTION_FOLD = 220

/**
 * Title (with the first category), views, age, length, HD; the models linking to their profiles
 * (model.profile, /models/{id}/profile); the description; categories, tags and the group linking to
 * the movie index. `actions` joins the reactions and Share (the page's download control).
 */
export function MovieDetails({ movie, actions }: { movie: Movie; actions?: ReactNode }) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const now = useNow()
  const category = movie.categories?.data[0]
  const models = movie.models?.data ?? (movie.webstar?.data ? [movie.webstar.data] : [])
  const categories = movie.categories?.data ?? []
  const tags = movie.tags?.data ?? []
  const group = movie.group?.data ?? null
  const views = movie.views
  const duration = formatDuration(movie.length)
  const published = formatRelative(new Date(movie.created_at), locale, now)

  async function share() {
    const url = new URL(`/videos/${movie.id}/watch`, location.origin).toString()
    if (navigator.share) {
      await navigator.share({ url, title: movie.name }).catch(() => undefined)
      return
    }
    await navigator.clipboard?.writeText(url).catch(() => undefined)
    showToast(t`Link copied`)
  }

  return (
    <section className={styles.details} aria-labelledby="watch-title">
      <div className={styles.head}>
        <hgroup className={styles.hgroup}>
          {category ? (
            <p className={styles.eyebrow}>
              <AppLink href={movieListHref({ category_id: category.id })}>{category.name}</AppLink>
            </p>
          ) : null}
          <h1 id="watch-title" className={styles.title}>
            {movie.name}
          </h1>
        </hgroup>
        <p className={`${styles.meta} tabular`}>
          <span>
            <Plural value={views} one="# view" other="# views" />
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={movie.created_at}>{published}</time>
          <span aria-hidden="true">·</span>
          <span>
            <span className="visually-hidden">{t`Duration`} </span>
            {duration}
          </span>
          {movie.is_hd ? <HdBadge className={styles.hd} /> : null}
        </p>
        <div className={styles.actions}>
          <MovieReactionButtons movie={movie} />
          <Button variant="secondary" size="small" icon={<ShareIcon size={16} />} onClick={() => void share()}>
            <Trans>Share</Trans>
          </Button>
          {actions}
        </div>
      </div>

      {models.length > 0 ? (
        <ul className={styles.models} aria-label={t`Creators`}>
          {models.map((model) => (
            <li key={model.id}>
              <AppLink href={modelProfileHref(model.id)} className={styles.model}>
                <Avatar src={model.public_profile_image_path.small} name={model.name} size={44} />
                <span className={styles.modelText}>
                  <span className={styles.modelName}>
                    {model.name}
                    {model.verified ? <VerifiedBadge /> : null}
                  </span>
                  {model.username ? <span className={styles.username}>@{model.username}</span> : null}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}

      {movie.description ? <Description text={movie.description} /> : null}

      {categories.length > 0 || tags.length > 0 || group ? (
        <ul className={styles.chips} aria-label={t`Categories and tags`}>
          {group ? (
            <li>
              <AppLink href={movieListHref({ group_id: group.id })} className={`${styles.chip} ${styles.groupChip}`}>
                <StackIcon size={16} />
                <span className="visually-hidden">{t`Series:`} </span>
                {group.name}
              </AppLink>
            </li>
          ) : null}
          {categories.map((item) => (
            <li key={`category-${item.id}`}>
              <AppLink href={movieListHref({ category_id: item.id })} className={styles.chip}>
                {item.name}
              </AppLink>
            </li>
          ))}
          {tags.map((item) => (
            <li key={`tag-${item.id}`}>
              <AppLink href={movieListHref({ tag_id: item.id })} className={`${styles.chip} ${styles.tag}`}>
                #{item.name}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function Description({ text }: { text: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const isLong = text.length > DESCRIPTION_FOLD
  return (
    <div className={styles.description}>
      {/* The studio's or creator's text, in the language they wrote it: said so, not passed off as ours. */}
      <p className={styles.source}>
        <Trans>In the creator's words</Trans>
      </p>
      <p className={isLong && !isOpen ? styles.folded : undefined}>{text}</p>
      {isLong ? (
        <button type="button" className={styles.more} aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
          {isOpen ? <Trans>Show less</Trans> : <Trans>Show more</Trans>}
        </button>
      ) : null}
    </div>
  )
}
