import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { CreatorSex } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { creators, postElements, posts } from '../../db/schema/index'

export type PostFilter = { sexes: CreatorSex[]; celebritiesOnly: boolean }

function whereOf(filter: PostFilter) {
  const bySex = inArray(creators.sex, filter.sexes)
  return filter.celebritiesOnly ? and(bySex, eq(creators.isCelebrity, true)) : bySex
}

/** One page of posts with their creator, newest first (ties broken by id for stable pages). */
export function findPostPage(db: Db, filter: PostFilter, limit: number, offset: number) {
  return db
    .select({ post: posts, creator: creators })
    .from(posts)
    .innerJoin(creators, eq(creators.id, posts.creatorId))
    .where(whereOf(filter))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit)
    .offset(offset)
}

export async function countPosts(db: Db, filter: PostFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(posts)
    .innerJoin(creators, eq(creators.id, posts.creatorId))
    .where(whereOf(filter))
  return row?.total ?? 0
}

export function findElements(db: Db, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(postElements)
    .where(inArray(postElements.postId, postIds))
    .orderBy(asc(postElements.postId), asc(postElements.position))
}
