import { and, asc, count, desc, eq, exists, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { CreatorSex, SiteType } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { creators, follows, movies, postCards, postElements, posts } from '../../db/schema/index'
import { anyOf, preparedByShape, preparedFor } from '../../lib/prepared'
import { sexesForSiteType } from '../creators/index'

export type PostFilter = {
  /** Posts of the theme's creators (their sexes: sexesForSiteType); absent for lists bound to one creator. */
  theme?: SiteType
  celebritiesOnly?: boolean
  creatorId?: number
  /** Only posts of creators this user follows. */
  followedBy?: number
}

/** The filter's parts a statement is built for; their values travel as its parameters. */
function shapeOf(filter: PostFilter): string {
  return [
    filter.theme ? 'sexes' : '',
    filter.celebritiesOnly ? 'celebrities' : '',
    filter.creatorId === undefined ? '' : 'creator',
    filter.followedBy === undefined ? '' : 'followed',
  ].join('|')
}

/** The filter as conditions on placeholders (sexes, creatorId, followedBy): see paramsOf. */
function whereOf(filter: PostFilter): SQL | undefined {
  return and(
    filter.theme ? anyOf(creators.sex, sql.placeholder('sexes')) : undefined,
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
  const sexes = filter.theme ? sexesForSiteType(filter.theme) : undefined
  return { sexes, creatorId: filter.creatorId, followedBy: filter.followedBy }
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

/** Which guest list a page is of (its statement), beside its place in it (CardPageRequest). */
export type CardListShape = Omit<PostFilter, 'followedBy' | 'creatorId'> & { byCreator: boolean; withCreator: boolean }
export type CardPageRequest = { creatorId: number; limit: number; offset: number }
export type CardRow = { id: number; generation: number; shape: string | null; card: string | null }

function cardPagesText(list: CardListShape): string {
  const conditions = [
    list.theme === undefined ? null : list.theme === 'divas' ? 'in_divas' : 'in_chads',
    list.celebritiesOnly ? 'is_celebrity' : null,
    list.byCreator ? 'creator_id = asked.creator_id' : null,
  ].filter((condition) => condition !== null)
  const card = list.withCreator ? 'with_creator' : 'plain'
  // The partial indexes' predicates (schema/post-cards.ts) are written out, never parameters, so
  // the planner can use them whatever values a call brings.
  return `select asked.ord::int, page.post_id, page.generation::float8, page.shape, page.${card}
    from unnest($1::int[], $2::int[], $3::int[]) with ordinality as asked (creator_id, lim, off, ord)
    cross join lateral (
      select post_id, generation, shape, ${card}, published_at from post_cards
      ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
      order by published_at desc, post_id desc limit asked.lim offset asked.off
    ) page
    order by asked.ord, page.published_at desc, page.post_id desc`
}

/**
 * Guests' pages of one list as the read model has them (schema/post-cards.ts), several in one
 * statement (lib/batch.ts): the same posts in the same order as `pageStatement` chooses, from the
 * cards' own columns and partial indexes, each with its text in the asked variant (null when
 * missing: posts/cards.ts builds it), its shape and its generation. Sent to the pool as a named
 * statement, PostgreSQL plans it once per connection and list.
 */
export async function findCardPages(db: Db, list: CardListShape, pages: CardPageRequest[]): Promise<CardRow[][]> {
  const name = `post_card_pages:${list.theme ?? ''}|${list.celebritiesOnly ? 'celebrities' : ''}|${
    list.byCreator ? 'creator' : ''
  }|${list.withCreator ? 'webstar' : ''}`
  const result = await db.$client.query<[number, number, number, string | null, string | null]>({
    name,
    text: cardPagesText(list),
    values: [pages.map((page) => page.creatorId), pages.map((page) => page.limit), pages.map((page) => page.offset)],
    rowMode: 'array',
  })
  const byPage: CardRow[][] = pages.map(() => [])
  for (const [ord, id, generation, shape, card] of result.rows) byPage[ord - 1]?.push({ id, generation, shape, card })
  return byPage
}

const byIdsStatement = preparedFor(
  (db, name) =>
    db
      .select({ post: posts, creator: creators })
      .from(posts)
      .innerJoin(creators, eq(creators.id, posts.creatorId))
      .where(anyOf(posts.id, sql.placeholder('ids')))
      .prepare(name),
  'posts_by_ids',
)

/** Posts with their creator, in no particular order. */
export function findPostsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return byIdsStatement(db).execute({ ids })
}

export type CardToStore = { postId: number; generation: number; shape: string; plain: string; withCreator: string }

/**
 * Stores built cards in one statement, each only if its post's generation is still the one read
 * before its rows were: a write since then (whose trigger moved the generation on) wins, and the
 * next reader builds the card again. A card whose row a write holds right now is skipped, not
 * waited for (that write is moving the generation on anyway): a guest's page never waits on a
 * write, and two guests storing overlapping cards in different orders cannot deadlock.
 */
export async function storeCards(db: Db, cards: CardToStore[]): Promise<void> {
  if (cards.length === 0) return
  const ids = cards.map((c) => c.postId)
  await db.execute(sql`
    update ${postCards} set shape = built.shape, plain = built.plain, with_creator = built.with_creator
    from unnest(
      ${sql.param(ids)}::integer[],
      ${sql.param(cards.map((c) => c.generation))}::bigint[],
      ${sql.param(cards.map((c) => c.shape))}::text[],
      ${sql.param(cards.map((c) => c.plain))}::text[],
      ${sql.param(cards.map((c) => c.withCreator))}::text[]
    ) as built (post_id, generation, shape, plain, with_creator)
    where ${postCards.postId} = built.post_id and ${postCards.generation} = built.generation
      and ${postCards.postId} in (
        select free.post_id from ${postCards} free
        where free.post_id = any(${sql.param(ids)}::integer[])
        order by free.post_id
        for update skip locked)`)
}

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
