import { PAGE_SIZE } from '../../../contract/limits'
import {
  BANNER_PLACEMENTS,
  type Banner,
  type BannerPlacement,
  PROMOTIONAL_ACTION_TYPES,
  type PromotionalActionType,
  type PromotionalBanner,
} from '../../../contract/schemas/banner'
import type { SiteType } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { offsetOf, type PageRequest } from '../../lib/pagination'
import { countBanners, countPromotionalBanners, findBannerPage, findPromotionalBannerPage } from './repository'

function isPlacement(value: string): value is BannerPlacement {
  return (BANNER_PLACEMENTS as readonly string[]).includes(value)
}

function isActionType(value: string): value is PromotionalActionType {
  return (PROMOTIONAL_ACTION_TYPES as readonly string[]).includes(value)
}

/** The spec's page size for lists it does not size otherwise (list 10). */
const LIST_PAGE = PAGE_SIZE.posts

type ListRequest = { page: number; perPage?: number }

/** Home's image banners of the theme (and the shared ones), optionally of one placement. */
export async function listBanners(
  db: Db,
  request: ListRequest & { siteType: SiteType; placement?: BannerPlacement },
): Promise<{ banners: Banner[]; total: number; page: PageRequest }> {
  const page = { page: request.page, perPage: request.perPage ?? LIST_PAGE }
  const [rows, total] = await Promise.all([
    findBannerPage(db, request.siteType, request.placement, page.perPage, offsetOf(page)),
    countBanners(db, request.siteType, request.placement),
  ])
  const banners = rows.flatMap((row) =>
    // A placement the app does not know would break its contract; such a row is skipped.
    isPlacement(row.placement)
      ? [
          {
            id: row.id,
            placement: row.placement,
            mobile_image_url: row.mobileImageUrl,
            desktop_image_url: row.desktopImageUrl,
            link: row.link,
          },
        ]
      : [],
  )
  return { banners, total, page }
}

/** Promo banners; the action type is an enum in the database, checked again so the app never throws. */
export async function listPromotionalBanners(
  db: Db,
  request: ListRequest,
): Promise<{ banners: PromotionalBanner[]; total: number; page: PageRequest }> {
  const page = { page: request.page, perPage: request.perPage ?? LIST_PAGE }
  const [rows, total] = await Promise.all([
    findPromotionalBannerPage(db, page.perPage, offsetOf(page)),
    countPromotionalBanners(db),
  ])
  const banners = rows.flatMap((row) =>
    isActionType(row.actionType)
      ? [
          {
            id: row.id,
            public_banner_image_url: row.publicBannerImageUrl,
            public_banner_responsive_image_url: row.publicBannerResponsiveImageUrl,
            action_type: row.actionType,
            action_value: row.actionValue,
          },
        ]
      : [],
  )
  return { banners, total, page }
}
