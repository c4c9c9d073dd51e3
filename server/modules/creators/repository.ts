import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, not, or, type SQL, sql } from 'drizzle-orm'
import type { CreatorSex } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { creators, follows, movieCategories, movieModels, subscriptionPlans } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type CreatorFilter = {
  /** The theme's sexes; absent for lists that span both themes (search). */
  sexes?: CreatorSex[]
  webstarsOnly?: boolean
  outstandingOnly?: boolean
  /** Only creators this user does not follow. */
  notFollowedBy?: number
  verified?: boolean
  chatEnabled?: boolean
  /** Creators appearing in a movie of this category. */
  categoryId?: number
  /** Part of the name or username (3+ characters, checked by the contract). */
  search?: string
}

export type CreatorOrder = 'popular' | 'newest' | 'name'

/** Escapes LIKE wildcards so a search for "50%" looks for that text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

function whereOf(filter: CreatorFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.sexes ? inArray(creators.sex, filter.sexes) : undefined,
    filter.webstarsOnly ? eq(creators.isWebstar, true) : undefined,
    filter.outstandingOnly ? isNotNull(creators.outstandingRank) : undefined,
    filter.verified ? eq(creators.verified, true) : undefined,
    filter.chatEnabled ? eq(creators.chatEnabled, true) : undefined,
    filter.notFollowedBy === undefined
      ? undefined
      : not(
          exists(
            sql`(select 1 from ${follows} where ${follows.userId} = ${filter.notFollowedBy} and ${follows.creatorId} = ${creators.id})`,
          ),
        ),
    filter.categoryId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${movieModels} join ${movieCategories} on ${movieCategories.movieId} = ${movieModels.movieId} where ${movieModels.creatorId} = ${creators.id} and ${movieCategories.categoryId} = ${filter.categoryId})`,
        ),
    filter.search === undefined
      ? undefined
      : or(ilike(creators.name, likePattern(filter.search)), ilike(creators.username, likePattern(filter.search))),
  ]
  return and(...conditions)
}

function orderOf(order: CreatorOrder) {
  if (order === 'newest') return [desc(creators.createdAt), desc(creators.id)]
  if (order === 'name') return [asc(creators.name), asc(creators.id)]
  // Ranked creators first (nulls sort last ascending), then the rest in a stable order.
  return [asc(creators.outstandingRank), asc(creators.id)]
}

export function findCreatorPage(db: Db, filter: CreatorFilter, order: CreatorOrder, limit: number, offset: number) {
  return db
    .select()
    .from(creators)
    .where(whereOf(filter))
    .orderBy(...orderOf(order))
    .limit(limit)
    .offset(offset)
}

export async function countCreators(db: Db, filter: CreatorFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(creators).where(whereOf(filter))
  return row?.total ?? 0
}

/** Creators a user follows, most recently followed first. */
export function findFollowedPage(db: Db, userId: number, filter: CreatorFilter, limit: number, offset: number) {
  return db
    .select({ creator: creators, notify: follows.notify })
    .from(follows)
    .innerJoin(creators, eq(creators.id, follows.creatorId))
    .where(and(eq(follows.userId, userId), whereOf(filter)))
    .orderBy(desc(follows.createdAt), desc(follows.creatorId))
    .limit(limit)
    .offset(offset)
}

export async function countFollowed(db: Db, userId: number, filter: CreatorFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(follows)
    .innerJoin(creators, eq(creators.id, follows.creatorId))
    .where(and(eq(follows.userId, userId), whereOf(filter)))
  return row?.total ?? 0
}

export async function findCreatorById(db: Db, id: number) {
  const [row] = await db.select().from(creators).where(eq(creators.id, id))
  return row
}

export async function findCreatorByUsername(db: Db, username: string) {
  const [row] = await db.select().from(creators).where(eq(creators.username, username))
  return row
}

/** A creator as another module names one (a spend's recipient, a plan list's owner): by id or by username. */
export async function findCreatorBrief(db: Executor, by: { id: number } | { username: string }) {
  const [row] = await db
    .select({ id: creators.id, name: creators.name, username: creators.username })
    .from(creators)
    .where('id' in by ? eq(creators.id, by.id) : eq(creators.username, by.username))
  return row
}

export function findCreatorsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(creators).where(inArray(creators.id, ids))
}

export type PlanFilter = { creatorId: number } | { site: true; isToken: boolean }

/** Active plans in their display order (the first is the main button). */
export function findPlans(db: Db, filter: PlanFilter, limit: number, offset: number) {
  return db
    .select()
    .from(subscriptionPlans)
    .where(planWhere(filter))
    .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id))
    .limit(limit)
    .offset(offset)
}

export async function countPlans(db: Db, filter: PlanFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(subscriptionPlans).where(planWhere(filter))
  return row?.total ?? 0
}

function planWhere(filter: PlanFilter): SQL | undefined {
  const active = eq(subscriptionPlans.active, true)
  if ('creatorId' in filter) return and(active, eq(subscriptionPlans.creatorId, filter.creatorId))
  return and(active, sql`${subscriptionPlans.creatorId} is null`, eq(subscriptionPlans.isToken, filter.isToken))
}
