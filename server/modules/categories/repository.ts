import { asc, count, eq, isNull, or } from 'drizzle-orm'
import type { SiteType } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { categories, groups, tags } from '../../db/schema/index'

/** The theme's own categories and the shared ones (site_type null). */
function ofTheme(siteType: SiteType) {
  return or(eq(categories.siteType, siteType), isNull(categories.siteType))
}

export function findCategoryPage(db: Db, siteType: SiteType, limit: number, offset: number) {
  return db
    .select()
    .from(categories)
    .where(ofTheme(siteType))
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(limit)
    .offset(offset)
}

export async function countCategories(db: Db, siteType: SiteType): Promise<number> {
  const [row] = await db.select({ total: count() }).from(categories).where(ofTheme(siteType))
  return row?.total ?? 0
}

export async function findCategoryById(db: Db, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id))
  return row
}

export async function findTagById(db: Db, id: number) {
  const [row] = await db.select().from(tags).where(eq(tags.id, id))
  return row
}

export async function findGroupById(db: Db, id: number) {
  const [row] = await db.select().from(groups).where(eq(groups.id, id))
  return row
}
