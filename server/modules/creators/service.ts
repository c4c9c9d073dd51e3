/**
 * Creators as the browse screens list them (home's webstars and outstanding tabs, the models grid,
 * the model search) and the model profile with its plans and chat button.
 */
import type { Locale } from '../../../contract/languages'
import { PAGE_SIZE } from '../../../contract/limits'
import type { Creator, CreatorProfile, ModelOrder } from '../../../contract/schemas/creator'
import type { Filter } from '../../../contract/schemas/filter'
import type { SubscriptionPlan } from '../../../contract/schemas/plan'
import type { SiteType } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { offsetOf, type PageRequest } from '../../lib/pagination'
import { cachedTotal } from '../../lib/total-cache'
import type { Viewer } from '../../lib/viewer'
import { listCategories } from '../categories/index'
import { followedAmong } from '../follows/index'
import { chatInfoFor } from './chat'
import { buildModelFilters } from './filters'
import {
  type CreatorFilter,
  type CreatorOrder,
  countCreators,
  countFollowed,
  countPlans,
  findCreatorById,
  findCreatorByUsername,
  findCreatorPage,
  findFollowedPage,
  findPlans,
  type PlanFilter,
} from './repository'
import { type CreatorRow, toCreator } from './serialize'
import { toPlan } from './serialize-plan'
import { sexesForSiteType } from './site-type-filter'

export type CreatorPage = { creators: Creator[]; total: number; page: PageRequest }

type ListRequest = { siteType: SiteType; page: number; perPage?: number; viewer: Viewer }

/** The spec's page size for lists it does not size otherwise (list 10). */
const LIST_PAGE = PAGE_SIZE.posts

/** Plans a profile can show at most (the main button and the packs). */
const PROFILE_PLANS = 20

async function withFollowing(db: Db, rows: CreatorRow[], viewer: Viewer): Promise<Creator[]> {
  const followed = await followedAmong(
    db,
    viewer,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toCreator(row, { following: followed.has(row.id), notify: followed.notifying.has(row.id) }))
}

async function listPage(
  db: Db,
  filter: CreatorFilter,
  order: CreatorOrder,
  page: PageRequest,
  viewer: Viewer,
): Promise<CreatorPage> {
  const [rows, total] = await Promise.all([
    findCreatorPage(db, filter, order, page.perPage, offsetOf(page)),
    // Who a viewer does not follow yet changes with their follows: counted every time.
    filter.notFollowedBy === undefined
      ? cachedTotal(db, `creators:${JSON.stringify(filter)}`, () => countCreators(db, filter))
      : countCreators(db, filter),
  ])
  return { creators: await withFollowing(db, rows, viewer), total, page }
}

/**
 * The webstars tab, 18 a page: followed creators need a logged-in viewer (401 otherwise: the app
 * asks only when logged in); not-followed means all webstars of the theme for a guest.
 */
export async function listWebstars(db: Db, request: ListRequest & { followed?: boolean }): Promise<CreatorPage> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.webstars }
  const filter: CreatorFilter = { sexes: sexesForSiteType(request.siteType), webstarsOnly: true }
  const userId = request.viewer.userId
  if (request.followed === true) {
    if (userId === null) throw new AppError('unauthenticated')
    const [rows, total] = await Promise.all([
      findFollowedPage(db, userId, filter, page.perPage, offsetOf(page)),
      countFollowed(db, userId, filter),
    ])
    return { creators: rows.map((row) => toCreator(row.creator, { following: true, notify: row.notify })), total, page }
  }
  const notFollowed = request.followed === false && userId !== null ? { notFollowedBy: userId } : {}
  return listPage(db, { ...filter, ...notFollowed }, 'popular', page, request.viewer)
}

/** The header's model search over both themes (opening a model switches to its theme). */
export function searchWebstars(db: Db, request: ListRequest & { search?: string }): Promise<CreatorPage> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.webstars }
  const filter: CreatorFilter = request.search === undefined ? {} : { search: request.search }
  return listPage(db, filter, request.search === undefined ? 'popular' : 'name', page, request.viewer)
}

/** The outstanding tab: ranked creators of the theme, up to 56. */
export function listOutstanding(db: Db, request: ListRequest): Promise<CreatorPage> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.outstanding }
  const filter: CreatorFilter = { sexes: sexesForSiteType(request.siteType), outstandingOnly: true }
  return listPage(db, filter, 'popular', page, request.viewer)
}

export type ModelGridRequest = ListRequest & {
  order?: ModelOrder
  verified?: boolean
  chat?: boolean
  categoryId?: number
  search?: string
}

/** The models grid (webstars.index): every model of the theme, 40 a page, with its filters. */
export function listModels(db: Db, request: ModelGridRequest): Promise<CreatorPage> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.modelsGrid }
  const filter: CreatorFilter = {
    sexes: sexesForSiteType(request.siteType),
    ...(request.verified ? { verified: true } : {}),
    ...(request.chat ? { chatEnabled: true } : {}),
    ...(request.categoryId === undefined ? {} : { categoryId: request.categoryId }),
    ...(request.search === undefined ? {} : { search: request.search }),
  }
  return listPage(db, filter, request.order ?? 'popular', page, request.viewer)
}

export async function listModelFilters(db: Db, siteType: SiteType, locale: Locale): Promise<Filter[]> {
  const { categories } = await listCategories(db, { siteType, locale, page: 1 })
  return buildModelFilters(locale, categories)
}

export async function getProfileById(db: Db, id: number, viewer: Viewer): Promise<CreatorProfile> {
  const row = await findCreatorById(db, id)
  if (!row) throw new AppError('not_found')
  return toProfile(db, row, viewer)
}

export async function getProfileByUsername(db: Db, username: string, viewer: Viewer): Promise<CreatorProfile> {
  const row = await findCreatorByUsername(db, username)
  if (!row) throw new AppError('not_found')
  return toProfile(db, row, viewer)
}

/** A creator's own plans, or the site memberships for a creator without plans. */
export async function profilePlans(db: Db, creatorId: number): Promise<SubscriptionPlan[]> {
  const own = await findPlans(db, { creatorId }, PROFILE_PLANS, 0)
  const rows = own.length > 0 ? own : await findPlans(db, { site: true, isToken: false }, PROFILE_PLANS, 0)
  return rows.map((row) => toPlan(row))
}

async function toProfile(db: Db, row: CreatorRow, viewer: Viewer): Promise<CreatorProfile> {
  const [followed, plans] = await Promise.all([followedAmong(db, viewer, [row.id]), profilePlans(db, row.id)])
  const following = followed.has(row.id)
  return {
    ...toCreator(row, { following, notify: followed.notifying.has(row.id) }),
    subscription_plans: { data: plans },
    chat: { ...chatInfoFor(row, viewer), subscription_plans: { data: plans } },
  }
}

/** Requires the creator to exist (404 otherwise); used before listing what belongs to them. */
export async function requireCreator(db: Db, id: number): Promise<CreatorRow> {
  const row = await findCreatorById(db, id)
  if (!row) throw new AppError('not_found')
  return row
}

export type PlanPage = { plans: SubscriptionPlan[]; total: number; page: PageRequest }

/** Plans of a creator (404 for an unknown creator), or the site's memberships or token packs. */
export async function listPlans(
  db: Db,
  request: { modelId?: number; isToken?: boolean; page: number; perPage?: number },
): Promise<PlanPage> {
  const page = { page: request.page, perPage: request.perPage ?? LIST_PAGE }
  if (request.modelId !== undefined) await requireCreator(db, request.modelId)
  const filter: PlanFilter =
    request.modelId === undefined ? { site: true, isToken: request.isToken ?? false } : { creatorId: request.modelId }
  const [rows, total] = await Promise.all([findPlans(db, filter, page.perPage, offsetOf(page)), countPlans(db, filter)])
  return { plans: rows.map((row) => toPlan(row)), total, page }
}
