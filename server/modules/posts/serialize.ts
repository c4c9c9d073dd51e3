import type { Post, PostElement } from '../../../contract/schemas/post'
import type { postElements, posts } from '../../db/schema/index'
import { blurredImagePaths, imagePaths } from '../../lib/image-paths'
import type { Viewer } from '../../lib/viewer'
import { type CreatorRow, toCreator } from '../creators/serialize'

export type PostRow = typeof posts.$inferSelect
export type ElementRow = typeof postElements.$inferSelect & { previewVideoPath: string | null }

/**
 * Whether the viewer may see a post's media (000 §4): free posts are open to everyone; normal
 * posts to members and to the creator's subscribers; premium posts to the creator's subscribers
 * (payments/entitlements.ts); tokens posts stay locked until unlocked.
 */
export function isPostAvailable(post: PostRow, viewer: Viewer, subscribedTo: ReadonlySet<number> = NONE): boolean {
  if (post.frontContainer === 'free') return true
  const isSubscriber = subscribedTo.has(post.creatorId)
  if (post.frontContainer === 'normal') return viewer.isMember || isSubscriber
  if (post.frontContainer === 'premium') return isSubscriber
  return false
}

const NONE: ReadonlySet<number> = new Set()

function toElement(row: ElementRow, available: boolean): PostElement {
  return {
    id: row.id,
    component: row.component,
    main_video_id: available ? row.movieId : null,
    // Like the media itself, the preview is only for viewers who may see the post.
    preview_video_path: available ? row.previewVideoPath : null,
    name: row.name,
    is_hd: row.isHd,
    length: row.length,
    public_thumbnail_image_path: available ? imagePaths(row.imagePath) : blurredImagePaths(row.imagePath),
    dimentions: { width: row.width, height: row.height },
  }
}

export function toPost(
  row: PostRow,
  elements: ElementRow[],
  viewer: Viewer,
  options: {
    creator?: CreatorRow
    following?: boolean
    notify?: boolean
    liked?: boolean
    subscribedTo?: ReadonlySet<number>
  } = {},
): Post {
  const available = isPostAvailable(row, viewer, options.subscribedTo)
  const content = elements.map((element) => toElement(element, available))
  const first = content[0]
  return {
    id: row.id,
    post_id: row.id,
    front_container: row.frontContainer,
    tokens_quantity: row.tokensQuantity,
    available,
    description: row.description,
    likes: row.likesCount,
    comments_count: row.commentsCount,
    interaction: { liked: options.liked ?? false, likes_enabled: row.likesEnabled },
    content,
    public_thumbnail_image_path: first?.public_thumbnail_image_path ?? { small: '', large: '' },
    created_at: row.publishedAt.toISOString(),
    ...(options.creator
      ? {
          webstar: {
            data: toCreator(options.creator, {
              following: options.following ?? false,
              notify: options.notify ?? false,
            }),
          },
        }
      : {}),
  }
}
