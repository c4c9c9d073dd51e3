import * as v from 'valibot'
import { PAGE_SIZE } from '../limits'
import { CREATOR_SEXES } from '../site-types'
import { ImagePathSchema, included, listQueryEntries, optionalIdField, queryBool, searchField } from './common'
import { SubscriptionPlanSchema } from './plan'

export const CHAT_CASES = ['open_chat', 'modal_login', 'modal_subscription', 'hide_chat'] as const

export const SocialLinkSchema = v.object({ url: v.string(), site: v.string(), user: v.string() })

export const ChatInfoSchema = v.object({
  case: v.picklist(CHAT_CASES),
  url: v.nullable(v.string()),
})
export type ChatInfo = v.InferOutput<typeof ChatInfoSchema>

export const CreatorSchema = v.object({
  id: v.number(),
  name: v.string(),
  username: v.nullable(v.string()),
  sex: v.picklist(CREATOR_SEXES),
  verified: v.boolean(),
  about_me: v.string(),
  public_banner_image_path: ImagePathSchema,
  public_profile_image_path: ImagePathSchema,
  public_vertical_image_path: ImagePathSchema,
  public_image_path: ImagePathSchema,
  public_socials: v.array(SocialLinkSchema),
  chat_enabled: v.boolean(),
  is_webstar: v.boolean(),
  hidden_menu: v.boolean(),
  following: v.boolean(),
  /**
   * The viewer follows with push notifications of each new post on ("notify me"). The server always
   * sends it; optional so creators cached before it existed (IndexedDB) still parse.
   */
  notify: v.optional(v.boolean()),
})
export type Creator = v.InferOutput<typeof CreatorSchema>

/**
 * The creator's chat button (chat{case, url, subscription_plans}): what a click does for this
 * viewer, and the plans a modal_subscription prompt offers (its button uses the first plan).
 */
export const CreatorChatSchema = v.object({
  ...ChatInfoSchema.entries,
  subscription_plans: included(v.array(SubscriptionPlanSchema)),
})
export type CreatorChat = v.InferOutput<typeof CreatorChatSchema>

/** A model profile: the creator plus their plans (first plan is the main button) and chat. */
export const CreatorProfileSchema = v.object({
  ...CreatorSchema.entries,
  subscription_plans: included(v.array(SubscriptionPlanSchema)),
  chat: CreatorChatSchema,
})
export type CreatorProfile = v.InferOutput<typeof CreatorProfileSchema>

/** Usernames as the API stores them: lowercase letters, digits, dots, underscores. */
export const UsernameParamsSchema = v.strictObject({
  username: v.pipe(
    v.string(),
    v.toLowerCase(),
    v.maxLength(64, 'max_length'),
    v.regex(/^[a-z0-9_.]+$/, 'username_format'),
  ),
})

/**
 * Webstars of the home tab, 18 a page: `followed=1` the viewer's followed creators (401 for a
 * guest), `followed=0` those not yet followed (all webstars of the theme for a guest), none: all.
 */
export const WebstarListQuerySchema = v.strictObject({
  ...listQueryEntries(),
  followed: v.optional(queryBool),
})
export type WebstarListQuery = v.InferInput<typeof WebstarListQuerySchema>

/** The header's model search: name or username, 3+ characters or empty (then all webstars). */
export const WebstarSearchQuerySchema = v.strictObject({
  ...listQueryEntries(),
  search: searchField,
})
export type WebstarSearchQuery = v.InferInput<typeof WebstarSearchQuerySchema>

/** The outstanding grid: up to 56 creators of the theme by their rank. */
export const OutstandingQuerySchema = v.strictObject({
  ...listQueryEntries({ maxPerPage: PAGE_SIZE.outstanding }),
})
export type OutstandingQuery = v.InferInput<typeof OutstandingQuerySchema>

export const MODEL_ORDERS = ['popular', 'newest', 'name'] as const
export type ModelOrder = (typeof MODEL_ORDERS)[number]

/** The models grid (webstars.index), 40 a page; its filters are described by GET /api/filters. */
export const ModelGridQuerySchema = v.strictObject({
  ...listQueryEntries(),
  order_by: v.optional(v.picklist(MODEL_ORDERS, 'one_of')),
  verified: v.optional(queryBool),
  chat: v.optional(queryBool),
  category_id: optionalIdField,
  search: searchField,
})
export type ModelGridQuery = v.InferInput<typeof ModelGridQuerySchema>
