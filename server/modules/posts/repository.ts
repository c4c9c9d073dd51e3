import { and, asc, count, desc, eq, exists, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { CreatorSex } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { creators, follows, movies, postElements, posts } from '../../db/schema/index'
import { anyOf, preparedByShape, preparedFor } from '../../lib/prepared'

export type PostFilter = {
  /** The theme's creator sexes; absent for lists bound to one creator. */
  sexes?: CreatorSex[]
  celebritiesOnly?: boolean
  creatorId?: number
  /** Only posts of creators this user follows. */
  followedBy?: number
}

/** The filter's parts a statement is built for; their values travel as its parameters. */
function shapeOf(filter: PostFilter): string {
  return [
    filter.sexes ? 'sexes' : '',
    filter.celebritiesOnly ? 'celebrities' : '',
    filter.creatorId === undefined ? '' : 'creator',
    filter.followedBy === undefined ? '' : 'followed',
  ].join('|')
}

/** The filter as conditions on placeholders (sexes, creatorId, followedBy): see paramsOf. */
function whereOf(filter: PostFilter): SQL | undefined {
  return and(
    filter.sexes ? anyOf(creators.sex, sql.placeholder('sexes')) : undefined,
    filter.celebritiesOnly ? eq(creators.isCelebrity, true) : undefined,
    filter.creatorId === undefined ? undefined : eq(posts.creatorId, sql.placeholder('creatorId')),
    filter.followedBy === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${follows} where ${follows.userId} = ${sql.placeholder('followedBy')} and ${follows.creatorId} = ${posts.creatorId})`,
        ),
  )
}

function paramsOf(filter: PostFilter) {
  return { sexes: filter.sexes, creatorId: filter.creatorId, followedBy: filter.followedBy }
}

/**
 * The page's posts are chosen over narrow rows (ids and the sort key), and only its few are joined
 * whole: sorting every matching post with its creator's whole row (texts, socials) was a tenth of
 * the query's time in PostgreSQL, and grows with the catalogue.
 */
const pageStatement = preparedByShape('post_page', shapeOf, (db, filter: PostFilter, name) => {
  const page = db
    .select({ id: posts.id })
    .from(posts)
    .innerJoin(creators, eq(creators.id, posts.creatorId))
    .where(whereOf(filter))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page')
  return db
    .select({ post: posts, creator: creators })
    .from(page)
    .innerJoin(posts, eq(posts.id, page.id))
    .innerJoin(creators, eq(creators.id, posts.creatorId))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .prepare(name)
})

const countStatement = preparedByShape('post_count', shapeOf, (db, filter: PostFilter, name) =>
  db
    .select({ total: count() })
    .from(posts)
    .innerJoin(creators, eq(creators.id, posts.creatorId))
    .where(whereOf(filter))
    .prepare(name),
)

/** One page of posts with their creator, newest first (ties broken by id for stable pages). */
export function findPostPage(db: Db, filter: PostFilter, limit: number, offset: number) {
  return pageStatement(db, filter).execute({ ...paramsOf(filter), limit, offset })
}

export async function countPosts(db: Db, filter: PostFilter): Promise<number> {
  const [row] = await countStatement(db, filter).execute(paramsOf(filter))
  return row?.total ?? 0
}

/**
 * A post's elements in order, each with its movie's hover preview when it is a movie. The preview
 * is looked up by key for the few movie elements, not by joining (and hashing) every movie.
 */
const elementsStatement = preparedFor(
  (db, name) =>
    db
      .select({
        ...getTableColumns(postElements),
        previewVideoPath: sql<
          string | null
        >`(select ${movies.thumbnailVideoPath} from ${movies} where ${movies.id} = ${postElements.movieId})`,
      })
      .from(postElements)
      .where(anyOf(postElements.postId, sql.placeholder('postIds')))
      .orderBy(asc(postElements.postId), asc(postElements.position))
      .prepare(name),
  'post_elements_of',
)

export function findElements(db: Db, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([])
  return elementsStatement(db).execute({ postIds })
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
const followsAnyStatement = preparedFor(
  (db, name) =>
    db
      .select({ creatorId: follows.creatorId })
      .from(follows)
      .innerJoin(creators, eq(creators.id, follows.creatorId))
      .where(and(eq(follows.userId, sql.placeholder('userId')), anyOf(creators.sex, sql.placeholder('sexes'))))
      .limit(1)
      .prepare(name),
  'follows_any_creator',
)

export async function followsAnyCreator(db: Db, userId: number, sexes: CreatorSex[]): Promise<boolean> {
  const [row] = await followsAnyStatement(db).execute({ userId, sexes })
  return row !== undefined
}
