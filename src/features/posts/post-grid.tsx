import { Plural, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { TIMING } from '../../../contract/limits'
import type { Post } from '../../../contract/schemas/post'
import { IconButton } from '../../ui/button'
import { CloseIcon, LockIcon, StackIcon, VideoIcon } from '../../ui/icons'
import { ResponsiveImage } from '../../ui/responsive-image'
import { useLongPress } from '../../ui/use-long-press'
import { PostCard } from './post-card'
import styles from './post-grid.module.css'

type Props = {
  posts: Post[]
  /** A click switches to the vertical mode at this post. */
  onSelect: (post: Post) => void
}

/** Grid mode: square previews; a long press (500 ms) opens the whole post in a modal. */
export function PostGrid({ posts, onSelect }: Props) {
  // Kept by id, so the modal shows the post as the lists have it now (after a like or an unlock).
  const [openedId, setOpenedId] = useState<number | null>(null)
  const opened = posts.find((post) => post.id === openedId)
  return (
    <>
      <div className={styles.grid}>
        {posts.map((post, index) => (
          <PostTile
            key={post.id}
            post={post}
            priority={index < 6}
            onSelect={() => onSelect(post)}
            onOpen={() => setOpenedId(post.id)}
          />
        ))}
      </div>
      {opened ? <PostModal post={opened} onClose={() => setOpenedId(null)} /> : null}
    </>
  )
}

function PostTile({
  post,
  priority,
  onSelect,
  onOpen,
}: {
  post: Post
  priority: boolean
  onSelect: () => void
  onOpen: () => void
}) {
  const { t } = useLingui()
  const handlers = useLongPress(onOpen, onSelect, TIMING.longPressMs)
  const first = post.content[0]
  const hasMovie = post.content.some((element) => element.component === 'movie')
  const name = post.webstar?.data.name ?? ''
  return (
    <button type="button" className={styles.tile} {...handlers}>
      {/* Words for assistive tech; the price the tile shows stays part of the name. */}
      <span className="visually-hidden">{t`Open the post by ${name}`}</span>
      <ResponsiveImage
        image={first?.public_thumbnail_image_path ?? post.public_thumbnail_image_path}
        alt=""
        width={first?.dimentions.width ?? 1080}
        height={first?.dimentions.height ?? 1080}
        smallWidth={360}
        sizes="(min-width: 768px) 25vw, 33vw"
        priority={priority}
        style={{ aspectRatio: '1 / 1' }}
      />
      <span className={styles.icons}>
        {post.content.length > 1 ? <StackIcon size={18} /> : null}
        {hasMovie ? <VideoIcon size={18} /> : null}
      </span>
      {post.available ? null : (
        <span className={styles.lock}>
          <span>
            <LockIcon size={20} />
          </span>
        </span>
      )}
      {post.front_container === 'tokens' && !post.available ? (
        <span className={styles.price}>
          <Plural value={post.tokens_quantity} one="# token" other="# tokens" />
        </span>
      ) : null}
    </button>
  )
}

function PostModal({ post, onClose }: { post: Post; onClose: () => void }) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    ref.current?.showModal()
  }, [])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles natively.
    <dialog
      ref={ref}
      className={styles.modal}
      aria-label={t`Post by ${post.webstar?.data.name ?? ''}`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={styles.modalClose}>
        <IconButton label={t`Close`} onClick={onClose}>
          <CloseIcon size={20} />
        </IconButton>
      </div>
      <PostCard post={post} priority />
    </dialog>
  )
}
