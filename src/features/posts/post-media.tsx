import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useRef, useState } from 'react'
import type { Post } from '../../../contract/schemas/post'
import { isSignedIn } from '../../api/session-manager'
import { usePreferences } from '../../api/use-preferences'
import { formatDuration } from '../../lib/format'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { HoverPreviewVideo, useHoverPreview } from '../../ui/hover-preview'
import { ChevronLeftIcon, ChevronRightIcon, LockIcon, StackIcon, VideoIcon } from '../../ui/icons'
import { ResponsiveImage } from '../../ui/responsive-image'
import { showToast } from '../../ui/toast'
import { buyTokensHref, useUnlockDialog } from '../wallet'
import { refreshPost } from './post-cache'
import styles from './post-media.module.css'

type Props = {
  post: Post
  creatorName: string
  creatorUsername: string | null
  isGuest: boolean
  /** The first post on screen loads its image at once. */
  priority: boolean
  /** Arrows beside the strip: vertical mode only, and CSS shows them only above 768 px. */
  hasArrows?: boolean
}

/**
 * A post's elements as a swipeable strip with dots (native scroll snapping), or the blurred
 * preview with the reason it is locked and one call to action.
 */
export function PostMedia({ post, creatorName, creatorUsername, isGuest, priority, hasArrows = false }: Props) {
  const { t } = useLingui()
  const [active, setActive] = useState(0)
  const track = useRef<HTMLDivElement>(null)
  const unlock = usePostUnlock(post)
  // A locked post shows one blurred preview; the count still tells how much is inside.
  const elements = post.available ? post.content : post.content.slice(0, 1)
  const count = post.content.length
  const first = elements[0]
  if (!first) return null
  const ratio = `${first.dimentions.width} / ${first.dimentions.height}`
  const hasMovie = elements.some((element) => element.component === 'movie')

  return (
    <div className={styles.media} style={{ aspectRatio: ratio }}>
      <div
        ref={track}
        className={styles.track}
        style={{ height: '100%' }}
        // Several items scroll sideways: the strip takes focus so the arrow keys scroll it too.
        {...(elements.length > 1
          ? { tabIndex: 0, role: 'group', 'aria-label': t`${elements.length} items by ${creatorName}` }
          : {})}
        onScroll={(event) => {
          const track = event.currentTarget
          setActive(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)))
        }}
      >
        {elements.map((element, index) => (
          <Slide key={element.id} previewSrc={post.available ? element.preview_video_path : null}>
            <ResponsiveImage
              className={styles.slideImage}
              image={element.public_thumbnail_image_path}
              alt={post.available ? t`Post by ${creatorName}` : t`Locked post by ${creatorName}`}
              width={first.dimentions.width}
              height={first.dimentions.height}
              sizes="(min-width: 640px) 600px, 100vw"
              priority={priority && index === 0}
            />
          </Slide>
        ))}
      </div>

      {post.available && post.front_container === 'free' && isGuest ? (
        <AppLink className={styles.freeLink} href="/signup/user">
          <span className={styles.freePill}>
            <Trans>Free · Join to see more</Trans>
          </span>
        </AppLink>
      ) : null}

      <div className={styles.badges}>
        {hasMovie && first.component === 'movie' && first.length ? (
          <span className={styles.badge}>
            <VideoIcon size={14} />
            {formatDuration(first.length)}
          </span>
        ) : null}
        {count > 1 ? (
          <span className={styles.badge}>
            <StackIcon size={14} />
            <span className="tabular">{post.available ? `${active + 1}/${count}` : count}</span>
          </span>
        ) : null}
      </div>

      {hasArrows && elements.length > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowPrev}`}
            aria-label={t`Previous item`}
            disabled={active === 0}
            onClick={() => track.current?.scrollBy({ left: -track.current.clientWidth, behavior: 'smooth' })}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowNext}`}
            aria-label={t`Next item`}
            disabled={active === elements.length - 1}
            onClick={() => track.current?.scrollBy({ left: track.current.clientWidth, behavior: 'smooth' })}
          >
            <ChevronRightIcon size={20} />
          </button>
        </>
      ) : null}

      {elements.length > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {elements.map((element, index) => (
            <span key={element.id} className={[styles.dot, index === active ? styles.dotActive : ''].join(' ')} />
          ))}
        </div>
      ) : null}

      {post.available ? null : (
        <LockedOverlay post={post} creatorUsername={creatorUsername} isGuest={isGuest} onUnlock={unlock.open} />
      )}
      {unlock.element}
    </div>
  )
}

function LockedOverlay({
  post,
  creatorUsername,
  isGuest,
  onUnlock,
}: {
  post: Post
  creatorUsername: string | null
  isGuest: boolean
  /** Opens the unlock modal (signed-in users, tokens posts with a creator). */
  onUnlock: (() => void) | null
}) {
  const tokens = post.tokens_quantity
  const subscribeHref = `/subscribe${creatorUsername ? `?webstar=${encodeURIComponent(creatorUsername)}` : ''}`
  const isTokens = post.front_container === 'tokens'
  return (
    <div className={styles.locked}>
      <span className={styles.lockIcon}>
        <LockIcon size={26} />
      </span>
      <p className={styles.lockText}>
        {isTokens ? (
          <Trans>
            Unlock this post for <span className={styles.tokens}>{tokens}</span> tokens
          </Trans>
        ) : post.front_container === 'premium' ? (
          <Trans>Premium post for subscribers</Trans>
        ) : (
          <Trans>Subscribe to see this post</Trans>
        )}
      </p>
      {!isTokens ? (
        <AppLink className={buttonClass({ size: 'small' })} href={subscribeHref}>
          <Trans>Subscribe</Trans>
        </AppLink>
      ) : isGuest ? (
        // Guests buy tokens first.
        <AppLink className={buttonClass({ size: 'small' })} href={buyTokensHref(false)}>
          <Trans>Unlock for {tokens} tokens</Trans>
        </AppLink>
      ) : onUnlock ? (
        <Button size="small" aria-haspopup="dialog" onClick={onUnlock}>
          <Trans>Unlock for {tokens} tokens</Trans>
        </Button>
      ) : null}
    </div>
  )
}

/**
 * A signed-in user's unlock: the unlock modal, then the post fetched again in its place.
 * The modal lives with the media, not the lock overlay, which goes once the post opens: the modal
 * stays to say so.
 */
function usePostUnlock(post: Post) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const preferences = usePreferences()
  const unlock = useUnlockDialog(() =>
    showToast(t`Unlocking could not be opened. Check your connection and try again.`),
  )
  const creator = post.webstar?.data
  // A tap made while the session is being restored waits for it; if it turns out nobody is signed
  // in, the card is drawn again with the guest's way in (buy tokens) instead.
  const open = creator
    ? () =>
        void isSignedIn().then((signedIn) => {
          if (!signedIn) return
          unlock.open({
            modelId: creator.id,
            creatorName: creator.name,
            postId: post.id,
            cost: post.tokens_quantity,
            onUnlocked: () => refreshPost(queryClient, post.id, preferences),
          })
        })
    : null
  return { open, element: unlock.element }
}

/** One element of the strip; a movie's preview clip plays over it while hovered. */
function Slide({ previewSrc, children }: { previewSrc: string | null; children: ReactNode }) {
  const preview = useHoverPreview(previewSrc)
  return (
    <div className={styles.slide} {...preview.handlers}>
      {children}
      {preview.isOn && previewSrc ? <HoverPreviewVideo src={previewSrc} /> : null}
    </div>
  )
}
