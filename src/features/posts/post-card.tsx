import { Plural, useLingui } from '@lingui/react/macro'
import { memo, useState } from 'react'
import type { Post } from '../../../contract/schemas/post'
import { usePreferences } from '../../api/use-preferences'
import { formatRelative } from '../../lib/format'
import { AppLink } from '../../ui/app-link'
import { IconButton } from '../../ui/button'
import { CommentIcon, GiftIcon, HeartIcon, ShareIcon, VerifiedIcon } from '../../ui/icons'
import { showToast } from '../../ui/toast'
import { LoginRequiredDialog } from '../auth'
import styles from './post-card.module.css'
import { PostMedia } from './post-media'

type Props = { post: Post; priority?: boolean }

/** Where a creator's page lives: by username when there is one, else by id (000 §2). */
export function creatorHref(creator: { id: number; username: string | null }): string {
  return creator.username ? `/${creator.username}` : `/models/${creator.id}/profile`
}

export function postShareUrl(post: Post, username: string | null): string {
  const path = username ? `/@${username}/post/${post.post_id}` : `/models/${post.webstar?.data.id ?? ''}/profile`
  return new URL(path, location.origin).toString()
}

/**
 * A post in vertical mode (000 §2 Post views): header, media, description. Likes show only when
 * enabled, comments only when the post is available, send tokens unless it is a tokens post.
 */
export const PostCard = memo(function PostCard({ post, priority = false }: Props) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const [isLoginOpen, setIsLoginOpen] = useState(false)
  const creator = post.webstar?.data
  const name = creator?.name ?? t`Creator`
  const username = creator?.username ?? null
  const askLogin = () => setIsLoginOpen(true)
  const likes = post.likes

  async function share() {
    const url = postShareUrl(post, username)
    if (navigator.share) {
      await navigator.share({ url, title: name }).catch(() => undefined)
      return
    }
    await navigator.clipboard?.writeText(url).catch(() => undefined)
    showToast(t`Link copied`)
  }

  return (
    <article className={styles.card} aria-label={t`Post by ${name}`}>
      <header className={styles.header}>
        {creator ? (
          <AppLink href={creatorHref(creator)} aria-label={t`${name}'s profile`}>
            <img
              className={styles.avatar}
              src={creator.public_profile_image_path.small}
              alt=""
              width={40}
              height={40}
              loading="lazy"
            />
          </AppLink>
        ) : null}
        <div className={styles.who}>
          <span className={styles.name}>
            <span>{name}</span>
            {creator?.verified ? (
              <span className={styles.verified} title={t`Verified`}>
                <VerifiedIcon size={16} />
                <span className="visually-hidden">{t`Verified`}</span>
              </span>
            ) : null}
          </span>
          <span className={styles.meta}>
            {username ? `@${username} · ` : ''}
            <time dateTime={post.created_at}>{formatRelative(new Date(post.created_at), locale)}</time>
          </span>
        </div>
      </header>

      <PostMedia post={post} creatorName={name} creatorUsername={username} isGuest priority={priority} />

      <div className={styles.body}>
        <div className={styles.actions}>
          {post.interaction.likes_enabled ? (
            <IconButton label={t`Like`} aria-pressed={post.interaction.liked} onClick={askLogin}>
              <HeartIcon />
            </IconButton>
          ) : null}
          {post.available ? (
            <IconButton label={t`Comments`} onClick={askLogin}>
              <CommentIcon />
            </IconButton>
          ) : null}
          <IconButton label={t`Share`} onClick={() => void share()}>
            <ShareIcon />
          </IconButton>
          {post.front_container !== 'tokens' ? (
            <IconButton className={styles.push} label={t`Send tokens`} onClick={askLogin}>
              <GiftIcon />
            </IconButton>
          ) : null}
        </div>
        {post.interaction.likes_enabled ? (
          <p className={`${styles.likes} tabular`}>
            <Plural value={likes} one="# like" other="# likes" />
          </p>
        ) : null}
        {post.description ? (
          <p className={styles.caption}>
            <strong>{username ?? name}</strong>
            {post.description}
          </p>
        ) : null}
      </div>
      <LoginRequiredDialog isOpen={isLoginOpen} onClose={() => setIsLoginOpen(false)} />
    </article>
  )
})
