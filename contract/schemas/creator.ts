import * as v from 'valibot'
import { CREATOR_SEXES } from '../site-types'
import { ImagePathSchema } from './common'

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
})
export type Creator = v.InferOutput<typeof CreatorSchema>
