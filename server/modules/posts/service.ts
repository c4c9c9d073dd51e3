import { PAGE_SIZE } from '../../../contract/limits'
import type { Post } from '../../../contract/schemas/post'
import type { SiteType } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { offsetOf, type PageRequest } from '../../lib/pagination'
import type { RawJson } from '../../lib/raw-json'
import { cachedTotal } from '../../lib/total-cache'
import type { Viewer } from '../../lib/viewer'
import type { CreatorRow } from '../creators/index'
import { requireCreator, sexesForSiteType } from '../creators/index'
import { guestPostPage } from './cards'
import { countPosts, findElements, findPostById, findPostPage, followsAnyCreator, type PostFilter } from './repository'
import { elementsByPost, type PaidPicturePaths, type PostRow, toPost } from './serialize'
import { viewerMarksAmong } from './viewer-marks'

export type PostListRequest = {
  siteType: SiteType
  page: number
  perPage?: number
  includeCreator: boolean
  viewer: Viewer
  /** Signed paths for the pictures of paid posts the viewer may see. */
  paidPictures: PaidPicturePaths
}

type SerializeRequest = { includeCreator: boolean; viewer: Viewer; paidPictures: PaidPicturePaths }

/** A guest's page comes as text from the read model (cards.ts); `count` is its number of posts. */
export type PostPage = { posts: Post[] | RawJson; count: number; total: number; page: PageRequest }

/** The celebrities feed: posts of featured creators of the theme, newest first, 10 a page. */
export function listCelebrityPosts(db: Db, request: PostListRequest): Promise<PostPage> {
  return listPosts(db, { theme: request.siteType, celebritiesOnly: true }, request)
}

/**
 * The feeds tab: for a viewer who follows creators of the theme, their posts; for anyone else every
 * post of the theme. Newest first, 10 a page.
 */
export async function listFeedPosts(db: Db, request: PostListRequest): Promise<PostPage> {
  const sexes = sexesForSiteType(request.siteType)
  const userId = request.viewer.userId
  const followsSome = userId !== null && (await followsAnyCreator(db, userId, sexes))
  const theme = request.siteType
  return listPosts(db, followsSome ? { theme, followedBy: userId } : { theme }, request)
}

/** A creator's posts (their profile) whatever the theme; 404 for an unknown creator. */
export async function listCreatorPosts(
  db: Db,
  creatorId: number,
  request: Omit<PostListRequest, 'siteType'>,
): Promise<PostPage> {
  await requireCreator(db, creatorId)
  return listPosts(db, { creatorId }, request)
}

/** One post, with the same lock rules as the lists. */
export async function getPost(db: Db, id: number, request: SerializeRequest) {
  const row = await findPostById(db, id)
  if (!row) throw new AppError('not_found')
  const [post] = await toPosts(db, [row], request)
  if (!post) throw new AppError('not_found')
  return post
}

async function listPosts(db: Db, filter: PostFilter, request: Omit<PostListRequest, 'siteType'>): Promise<PostPage> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.posts }
  const offset = offsetOf(page)
  // Every guest sees a post alike: their pages come from the read model, already serialised.
  const fromCards = request.viewer.userId === null && filter.followedBy === undefined
  const [posts, total] = await Promise.all([
    fromCards
      ? guestPostPage(db, filter, request.includeCreator, page.perPage, offset)
      : findPostPage(db, filter, page.perPage, offset).then(async (rows) => {
          const data = await toPosts(db, rows, request)
          return { data, count: data.length }
        }),
    // A follower's feed changes size with their follows: counted every time.
    filter.followedBy === undefined
      ? cachedTotal(db, `posts:${JSON.stringify(filter)}`, () => countPosts(db, filter))
      : countPosts(db, filter),
  ])
  return { posts: posts.data, count: posts.count, total, page }
}

/** Serialises a page of posts with two more queries at most (its elements; the viewer's marks), never one per post. */
async function toPosts(
  db: Db,
  rows: { post: PostRow; creator: CreatorRow }[],
  request: SerializeRequest,
): Promise<Post[]> {
  const [elements, marks] = await Promise.all([
    findElements(
      db,
      rows.map((row) => row.post.id),
    ),
    viewerMarksAmong(
      db,
      request.viewer,
      rows.map((row) => row.post),
      new Date(),
      request.includeCreator,
    ),
  ])
  const byPost = elementsByPost(elements)
  return rows.map((row) =>
    toPost(row.post, byPost.get(row.post.id) ?? [], request.viewer, {
      paidPictures: request.paidPictures,
      author: row.creator,
      liked: marks.liked.has(row.post.id),
      access: marks.access,
      ...(request.includeCreator
        ? {
            creator: row.creator,
            following: marks.followed.has(row.creator.id),
            notify: marks.followed.notifying.has(row.creator.id),
          }
        : {}),
    }),
  )
}
