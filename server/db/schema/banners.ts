import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { promotionalActionType, siteType } from './enums'

/** Image banners placed on home (the banner tab and the footer banner). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    placement: text('placement').notNull(),
    siteType: siteType('site_type'),
    position: integer('position').notNull().default(0),
    mobileImageUrl: text('mobile_image_url').notNull(),
    desktopImageUrl: text('desktop_image_url').notNull(),
    link: text('link').notNull(),
  },
  (t) => [index('banners_placement_idx').on(t.placement, t.position)],
)

export const promotionalBanners = pgTable('promotional_banners', {
  id: serial('id').primaryKey(),
  publicBannerImageUrl: text('public_banner_image_url').notNull(),
  publicBannerResponsiveImageUrl: text('public_banner_responsive_image_url').notNull(),
  actionType: promotionalActionType('action_type').notNull(),
  actionValue: text('action_value').notNull(),
})
