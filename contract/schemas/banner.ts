import * as v from 'valibot'
import { listQueryEntries } from './common'

export const BANNER_PLACEMENTS = ['home_tab', 'home_footer'] as const
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number]

/** An image banner of home (the banner tab, the footer banner to the creators' panel). */
export const BannerSchema = v.object({
  id: v.number(),
  placement: v.picklist(BANNER_PLACEMENTS),
  mobile_image_url: v.string(),
  desktop_image_url: v.string(),
  /** Starts with http (new tab) or is an internal route. */
  link: v.string(),
})
export type Banner = v.InferOutput<typeof BannerSchema>

export const BannerListQuerySchema = v.strictObject({
  ...listQueryEntries(),
  placement: v.optional(v.picklist(BANNER_PLACEMENTS, 'one_of')),
})
export type BannerListQuery = v.InferInput<typeof BannerListQuerySchema>

/** Any other action type is an error in the app, so the server never sends one. */
export const PROMOTIONAL_ACTION_TYPES = ['promotional_code', 'url', 'membership_plan_list'] as const
export type PromotionalActionType = (typeof PROMOTIONAL_ACTION_TYPES)[number]

/** The promo banner shown under the player to non-members. */
export const PromotionalBannerSchema = v.object({
  id: v.number(),
  public_banner_image_url: v.string(),
  public_banner_responsive_image_url: v.string(),
  action_type: v.picklist(PROMOTIONAL_ACTION_TYPES),
  action_value: v.string(),
})
export type PromotionalBanner = v.InferOutput<typeof PromotionalBannerSchema>

export const PromotionalBannerListQuerySchema = v.strictObject({ ...listQueryEntries() })
