import { PAGE_SIZE } from '../../../contract/limits'
import type { Post } from '../../../contract/schemas/post'
import type { SiteType } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { offsetOf, type PageRequest } from '../../lib/pagination'
import type { Viewer } from '../../lib/viewer'
import { sexesForSiteType } from '../creators/site-type-filter'
import { countPosts, findElements, findPostPage, type PostFilter } from './repository'
import { type ElementRow, toPost } from './serialize'

export type PostListRequest = {
  siteType: SiteType
  page: number
  perPage?: number
  includeCreator: boolean
  viewer: Viewer
}

export type PostPage = { posts: Post[]; total: number; page: PageRequest }

/** The celebrities feed: posts of featured creators of the theme, newest first, 10 a page. */
export function listCelebrityPosts(db: Db, request: PostListRequest): Promise<PostPage> {
  return listPosts(db, { sexes: sexesForSiteType(request.siteType), celebritiesOnly: true }, request)
}

async function listPosts(db: Db, filter: PostFilter, request: PostListRequest): Promise<PostPage> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.posts }
  const [rows, total] = await Promise.all([
    findPostPage(db, filter, page.perPage, offsetOf(page)),
    countPosts(db, filter),
  ])
  const elements = await findElements(
    db,
    rows.map((row) => row.post.id),
  )
  const byPost = new Map<number, ElementRow[]>()
  for (const element of elements) {
    byPost.set(element.postId, [...(byPost.get(element.postId) ?? []), element])
  }
  const posts = rows.map((row) =>
    toPost(row.post, byPost.get(row.post.id) ?? [], request.viewer, {
      ...(request.includeCreator ? { creator: row.creator } : {}),
    }),
  )
  return { posts, total, page }
}
