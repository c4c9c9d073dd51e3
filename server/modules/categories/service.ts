import type { Locale } from '../../../contract/languages'
import { PAGE_SIZE } from '../../../contract/limits'
import type { Category, Group, Tag } from '../../../contract/schemas/category'
import type { SiteType } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { offsetOf, type PageRequest } from '../../lib/pagination'
import { countCategories, findCategoryById, findCategoryPage, findGroupById, findTagById } from './repository'
import { toCategory } from './serialize'

export type CategoryPage = { categories: Category[]; total: number; page: PageRequest }

/** The categories tab: the theme's categories and the shared ones, 256 a page. */
export async function listCategories(
  db: Db,
  request: { siteType: SiteType; locale: Locale; page: number; perPage?: number },
): Promise<CategoryPage> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.categories }
  const [rows, total] = await Promise.all([
    findCategoryPage(db, request.siteType, page.perPage, offsetOf(page)),
    countCategories(db, request.siteType),
  ])
  return { categories: rows.map((row) => toCategory(row, request.locale)), total, page }
}

export async function getCategory(db: Db, id: number, locale: Locale): Promise<Category> {
  const row = await findCategoryById(db, id)
  if (!row) throw new AppError('not_found')
  return toCategory(row, locale)
}

export async function getTag(db: Db, id: number): Promise<Tag> {
  const row = await findTagById(db, id)
  if (!row) throw new AppError('not_found')
  return { id: row.id, name: row.name }
}

export async function getGroup(db: Db, id: number): Promise<Group> {
  const row = await findGroupById(db, id)
  if (!row) throw new AppError('not_found')
  return { id: row.id, name: row.name }
}
