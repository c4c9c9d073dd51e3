import { and, asc, count, eq, isNull, or, type SQL } from 'drizzle-orm'
import type { BannerPlacement } from '../../../contract/schemas/banner'
import type { SiteType } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { banners, promotionalBanners } from '../../db/schema/index'

function whereOf(siteType: SiteType, placement: BannerPlacement | undefined): SQL | undefined {
  return and(
    or(eq(banners.siteType, siteType), isNull(banners.siteType)),
    placement === undefined ? undefined : eq(banners.placement, placement),
  )
}

export function findBannerPage(
  db: Db,
  siteType: SiteType,
  placement: BannerPlacement | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(banners)
    .where(whereOf(siteType, placement))
    .orderBy(asc(banners.placement), asc(banners.position), asc(banners.id))
    .limit(limit)
    .offset(offset)
}

export async function countBanners(db: Db, siteType: SiteType, placement: BannerPlacement | undefined) {
  const [row] = await db.select({ total: count() }).from(banners).where(whereOf(siteType, placement))
  return row?.total ?? 0
}

export function findPromotionalBannerPage(db: Db, limit: number, offset: number) {
  return db.select().from(promotionalBanners).orderBy(asc(promotionalBanners.id)).limit(limit).offset(offset)
}

export async function countPromotionalBanners(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(promotionalBanners)
  return row?.total ?? 0
}
