import { Plural, useLingui } from '@lingui/react/macro'
import { lazy, memo, Suspense, useState } from 'react'
import type { Post } from '../../../contract/schemas/post'
import { isSignedIn } from '../../api/session-manager'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { creatorHref } from '../../lib/creator-href'
import { formatRelative } from '../../lib/format'
import { useNow } from '../../lib/page-clock'
import { AppLink } from '../../ui/app-link'
import { IconButton } from '../../ui/button'
import { GiftIcon, HeartFilledIcon, HeartIcon, ShareIcon } from '../../ui/icons'
import { showToast } from '../../ui/toast'
import { VerifiedBadge } from '../../ui/verified-badge'
import { ChatButton } from '../chat'
import { CommentsButton } from '../comments'
import { PostOptionsMenu } from '../report'
import { LoginRequiredDialog } from '../session'
import { buyTokensHref, useSendTokensDialog } from '../wallet'
import styles from './post-card.module.css'
import { PostMedia } from './post-media'
import { usePostLike } from './use-post-like'

type Props = { post: Post; priority?: boolean }

// Opened by a tap, so its code comes then (the worker has it precached for offline use).
const ShareDialog = lazy(() => import('./share-dialog').then((module) => ({ default: module.ShareDialog })))

/** Share links are /@{username}/post/{post_id}; the creator's id stands in for a missing username. */
export function postShareUrl(post: Post, username: string | null): string {
  const handle = username ?? String(post.webstar?.data.id ?? 'post')
  // Plain text, no URL object: cards render this on every pass.
  return `${typeof location === 'undefined' ? '' : location.origin}/@${encodeURIComponent(handle)}/post/${post.post_id}`
}

/**
 * A post in vertical mode: header, media, description. Likes show only when
 * enabled, comments only when the post is available, send tokens unless it is a tokens post.
 */
export const PostCard = memo(function PostCard({ post, priority = false }: Props) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const now = useNow()
  const [isLoginOpen, setIsLoginOpen] = useState(false)
  const [isShareOpen, setIsShareOpen] = useState(false)
  const session = useSession()
  // While the session is restored at start (a hint says someone was signed in), the card is drawn
  // for a member and a tap waits for the answer: a member is never shown the guest's prompts.
  const isGuest = session.status === 'guest'
  const like = usePostLike(post)
  const tip = useSendTokensDialog(() =>
    showToast(t`Sending tokens could not be opened. Check your connection and try again.`),
  )
  const creator = post.webstar?.data
  const name = creator?.name ?? t`Creator`
  const username = creator?.username ?? null
  const shareUrl = postShareUrl(post, username)
  const askLogin = () => setIsLoginOpen(true)
  const asMember = (action: () => void) => () =>
    void isSignedIn().then((signedIn) => (signedIn ? action() : askLogin()))
  const likes = like.likes

  return (
    <article className={styles.card} aria-label={t`Post by ${name}`}>
      <header className={styles.header}>
        {creator ? (
          <AppLink className={styles.avatarLink} href={creatorHref(creator)} aria-label={t`${name}'s profile`}>
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
            {creator?.verified ? <VerifiedBadge /> : null}
          </span>
          <span className={styles.meta}>
            {username ? `@${username} · ` : ''}
            <time dateTime={post.created_at}>{formatRelative(new Date(post.created_at), locale, now)}</time>
          </span>
        </div>
        <div className={styles.headerActions}>
          {creator && post.chat ? <ChatButton creator={creator} /> : null}
          <PostOptionsMenu post={post} shareUrl={shareUrl} />
        </div>
      </header>

      <PostMedia
        post={post}
        creatorName={name}
        creatorUsername={username}
        isGuest={isGuest}
        priority={priority}
        hasArrows
      />

      <div className={styles.body}>
        <div className={styles.actions}>
          {post.interaction.likes_enabled ? (
            <IconButton
              label={t`Like`}
              aria-pressed={like.liked}
              className={styles.like}
              onClick={() => like.press(askLogin)}
            >
              {like.liked ? <HeartFilledIcon /> : <HeartIcon />}
              {like.isPending ? <span className={styles.pendingDot} title={t`Waiting to be sent`} /> : null}
            </IconButton>
          ) : null}
          {post.available ? <CommentsButton post={post} onLoginRequired={askLogin} /> : null}
          <IconButton label={t`Share`} onClick={() => setIsShareOpen(true)}>
            <ShareIcon />
          </IconButton>
          {post.front_container === 'tokens' || !creator || session.user?.model_id === creator.id ? null : isGuest ? (
            // Sending tokens needs tokens: a guest is sent to buy some.
            <AppLink
              className={`${styles.push} ${styles.tokensLink}`}
              href={buyTokensHref(false)}
              aria-label={t`Send tokens`}
              title={t`Send tokens`}
            >
              <GiftIcon />
            </AppLink>
          ) : (
            <IconButton
              label={t`Send tokens`}
              aria-haspopup="dialog"
              className={styles.push}
              onClick={asMember(() => tip.open({ modelId: creator.id, creatorName: name, postId: post.id }))}
            >
              <GiftIcon />
            </IconButton>
          )}
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
      {tip.element}
      {isShareOpen ? (
        <Suspense fallback={null}>
          <ShareDialog isOpen onClose={() => setIsShareOpen(false)} url={shareUrl} title={post.description || name} />
        </Suspense>
      ) : null}
    </article>
  )
})
