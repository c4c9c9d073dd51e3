import { and, asc, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cmsPages, companySites, faqs } from '../../db/schema/index'

export function findFaqPage(db: Db, languageId: number, limit: number, offset: number) {
  return db
    .select()
    .from(faqs)
    .where(eq(faqs.languageId, languageId))
    .orderBy(asc(faqs.position), asc(faqs.id))
    .limit(limit)
    .offset(offset)
}

export async function countFaqs(db: Db, languageId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(faqs).where(eq(faqs.languageId, languageId))
  return row?.total ?? 0
}

export async function findCmsPage(db: Db, slug: string, languageId: number) {
  const [row] = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.slug, slug), eq(cmsPages.languageId, languageId)))
  return row
}

export function findCompanySites(db: Db) {
  return db.select().from(companySites).orderBy(asc(companySites.position), asc(companySites.id))
}
