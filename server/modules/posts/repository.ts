import { and, asc, count, desc, eq, exists, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { CreatorSex } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { creators, follows, movies, postElements, posts } from '../../db/schema/index'

export type PostFilter = {
  /** The theme's creator sexes; absent for lists bound to one creator. */
  sexes?: CreatorSex[]
  celebritiesOnly?: boolean
  creatorId?: number
  /** Only posts of creators this user follows. */
  followedBy?: number
}

function whereOf(filter: PostFilter): SQL | undefined {
  return and(
    filter.sexes ? inArray(creators.sex, filter.sexes) : undefined,
    filter.celebritiesOnly ? eq(creators.isCelebrity, true) : undefined,
    filter.creatorId === undefined ? undefined : eq(posts.creatorId, filter.creatorId),
    filter.followedBy === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${follows} where ${follows.userId} = ${filter.followedBy} and ${follows.creatorId} = ${posts.creatorId})`,
        ),
  )
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

/** A post's elements in order, each with its movie's hover preview when it is a movie. */
export function findElements(db: Db, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([])
  return db
    .select({ ...getTableColumns(postElements), previewVideoPath: movies.thumbnailVideoPath })
    .from(postElements)
    .leftJoin(movies, eq(movies.id, postElements.movieId))
    .where(inArray(postElements.postId, postIds))
    .orderBy(asc(postElements.postId), asc(postElements.position))
}

export async function findPostById(db: Db, id: number) {
  const [row] = await db
    .select({ post: posts, creator: creators })
    .from(posts)
    .innerJoin(creators, eq(creators.id, posts.creatorId))
    .where(eq(posts.id, id))
  return row
}

/** Whether the user follows at least one creator of these sexes (the feeds tab's choice). */
export async function followsAnyCreator(db: Db, userId: number, sexes: CreatorSex[]): Promise<boolean> {
  const [row] = await db
    .select({ creatorId: follows.creatorId })
    .from(follows)
    .innerJoin(creators, eq(creators.id, follows.creatorId))
    .where(and(eq(follows.userId, userId), inArray(creators.sex, sexes)))
    .limit(1)
  return row !== undefined
}
