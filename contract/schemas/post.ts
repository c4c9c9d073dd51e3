import * as v from 'valibot'
import {
  CommonQueryEntries,
  DimentionsSchema,
  ImagePathSchema,
  included,
  includeField,
  listEnvelope,
  listQueryEntries,
} from './common'
import { CreatorSchema } from './creator'

export const FRONT_CONTAINERS = ['normal', 'premium', 'free', 'tokens'] as const
export type FrontContainer = (typeof FRONT_CONTAINERS)[number]

export const PostElementSchema = v.object({
  id: v.number(),
  component: v.picklist(['movie', 'picture']),
  main_video_id: v.nullable(v.number()),
  name: v.nullable(v.string()),
  is_hd: v.boolean(),
  length: v.nullable(v.number()),
  /**
   * A movie element's short silent MP4 shown while hovered, the movie's
   * public_thumbnail_video_path; null for pictures and for posts the viewer may not see.
   */
  preview_video_path: v.nullable(v.string()),
  /** For a locked post this is a blurred preview; the real media URL is never sent. */
  public_thumbnail_image_path: ImagePathSchema,
  dimentions: DimentionsSchema,
})
export type PostElement = v.InferOutput<typeof PostElementSchema>

export const PostSchema = v.object({
  id: v.number(),
  post_id: v.number(),
  front_container: v.picklist(FRONT_CONTAINERS),
  tokens_quantity: v.number(),
  available: v.boolean(),
  description: v.string(),
  likes: v.number(),
  comments_count: v.number(),
  interaction: v.object({ liked: v.boolean(), likes_enabled: v.boolean() }),
  content: v.array(PostElementSchema),
  public_thumbnail_image_path: ImagePathSchema,
  created_at: v.string(),
  /**
   * Whether the post's header offers a chat with its creator: the chat is on and
   * the creator's menu is not hidden. What a tap does for this viewer is asked then (POST chat/model).
   */
  chat: v.boolean(),
  webstar: v.optional(included(CreatorSchema)),
})
export type Post = v.InferOutput<typeof PostSchema>

export const POST_INCLUDES = ['webstar'] as const

export const PostListQuerySchema = v.strictObject({
  ...listQueryEntries(),
  include: includeField(POST_INCLUDES),
})
export type PostListQuery = v.InferInput<typeof PostListQuerySchema>

export const PostListSchema = listEnvelope(PostSchema)
export type PostList = v.InferOutput<typeof PostListSchema>

/** One post (/{username}/post/{post}). */
export const PostDetailQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  include: includeField(POST_INCLUDES),
})
export type PostDetailQuery = v.InferInput<typeof PostDetailQuerySchema>
