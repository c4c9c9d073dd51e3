import type { ImagePath } from '../../../contract/schemas/common'
import type { Post, PostElement } from '../../../contract/schemas/post'
import type { postElements, posts } from '../../db/schema/index'
import { blurredImagePaths, imagePaths } from '../../lib/image-paths'
import type { Viewer } from '../../lib/viewer'
import { type CreatorRow, offersChat, toCreator } from '../creators/index'

/**
 * The paths of a paid post's picture for a viewer who may see it: URLs signed for the viewer's
 * session (media/signed-urls.ts), never the public artwork path, whose original is not served.
 * Undefined when the viewer has no session to sign for.
 */
export type PaidPicturePaths = (elementId: number) => ImagePath | undefined

export type PostRow = typeof posts.$inferSelect
export type ElementRow = typeof postElements.$inferSelect & { previewVideoPath: string | null }

/** A page's elements (in their order) by post. */
export function elementsByPost(elements: ElementRow[]): Map<number, ElementRow[]> {
  const byPost = new Map<number, ElementRow[]>()
  for (const element of elements) {
    const list = byPost.get(element.postId)
    if (list) list.push(element)
    else byPost.set(element.postId, [element])
  }
  return byPost
}

/** The creators a viewer subscribes to and the posts they unlocked, among a page of posts (access.ts). */
export type PostAccess = { subscribedTo: ReadonlySet<number>; unlocked: ReadonlySet<number> }

export const NO_ACCESS: PostAccess = { subscribedTo: new Set(), unlocked: new Set() }

/**
 * Whether the viewer may see a post's media: free posts are open to everyone, and the
 * creator always sees their own; normal posts to members and to the creator's subscribers; premium
 * posts to the creator's subscribers (subscriptions/entitlements.ts); tokens posts to whoever unlocked
 * them (wallet/unlocks.ts).
 */
export function isPostAvailable(post: PostRow, viewer: Viewer, access: PostAccess = NO_ACCESS): boolean {
  if (post.frontContainer === 'free') return true
  if (viewer.modelId !== null && viewer.modelId === post.creatorId) return true
  const isSubscriber = access.subscribedTo.has(post.creatorId)
  if (post.frontContainer === 'normal') return viewer.isMember || isSubscriber
  if (post.frontContainer === 'premium') return isSubscriber
  return access.unlocked.has(post.id)
}

function pictureOf(row: ElementRow, post: PostRow, available: boolean, paid: PaidPicturePaths): ImagePath {
  if (!available) return blurredImagePaths(row.imagePath)
  if (post.frontContainer === 'free') return imagePaths(row.imagePath)
  return paid(row.id) ?? blurredImagePaths(row.imagePath)
}

function toElement(row: ElementRow, picture: ImagePath, available: boolean): PostElement {
  return {
    id: row.id,
    component: row.component,
    main_video_id: available ? row.movieId : null,
    // Like the media itself, the preview is only for viewers who may see the post.
    preview_video_path: available ? row.previewVideoPath : null,
    name: row.name,
    is_hd: row.isHd,
    length: row.length,
    public_thumbnail_image_path: picture,
    dimentions: { width: row.width, height: row.height },
  }
}

export function toPost(
  row: PostRow,
  elements: ElementRow[],
  viewer: Viewer,
  options: {
    paidPictures: PaidPicturePaths
    /** The post's creator: what the post offers (its chat). */
    author: CreatorRow
    /** Sent with the post (`include=webstar`). */
    creator?: CreatorRow
    following?: boolean
    notify?: boolean
    liked?: boolean
    access?: PostAccess
  },
): Post {
  const available = isPostAvailable(row, viewer, options.access)
  const content = elements.map((element) =>
    toElement(element, pictureOf(element, row, available, options.paidPictures), available),
  )
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
    chat: offersChat(options.author),
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
