import { asc, eq } from 'drizzle-orm'
import type { SiteType } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { carouselItems } from '../../db/schema/index'

export function findCarouselItems(db: Db, siteType: SiteType) {
  return db
    .select()
    .from(carouselItems)
    .where(eq(carouselItems.siteType, siteType))
    .orderBy(asc(carouselItems.position), asc(carouselItems.id))
}
