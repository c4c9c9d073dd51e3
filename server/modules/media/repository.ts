import { and, eq, exists, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  banners,
  carouselItems,
  categories,
  creators,
  movies,
  postElements,
  posts,
  promotionalBanners,
} from '../../db/schema/index'

/**
 * What the public artwork route may serve for an image base path:
 * - `public`: the image of something everyone sees (creators, movies, categories, slides,
 *   banners, pictures of free posts): every size;
 * - `locked`: only the picture of a paid post: its blurred preview, nothing sharper;
 * - `unknown`: nothing in the database shows it, so it is not rendered at all.
 */
export type ArtAccess = 'public' | 'locked' | 'unknown'

export async function findArtAccess(db: Db, base: string): Promise<ArtAccess> {
  // Banners store the full URL of the size they show.
  const sized = [`${base}/large.webp`, `${base}/small.webp`]
  const one = { one: sql`1` }
  const isPublic = or(
    exists(
      db
        .select(one)
        .from(creators)
        .where(
          or(
            eq(creators.profileImagePath, base),
            eq(creators.bannerImagePath, base),
            eq(creators.verticalImagePath, base),
            eq(creators.imagePath, base),
          ),
        ),
    ),
    exists(db.select(one).from(movies).where(eq(movies.thumbnailPath, base))),
    exists(db.select(one).from(categories).where(eq(categories.thumbnailPath, base))),
    exists(db.select(one).from(carouselItems).where(eq(carouselItems.filePath, base))),
    exists(
      db
        .select(one)
        .from(banners)
        .where(or(inArray(banners.mobileImageUrl, sized), inArray(banners.desktopImageUrl, sized))),
    ),
    exists(
      db
        .select(one)
        .from(promotionalBanners)
        .where(
          or(
            inArray(promotionalBanners.publicBannerImageUrl, sized),
            inArray(promotionalBanners.publicBannerResponsiveImageUrl, sized),
          ),
        ),
    ),
    exists(
      db
        .select(one)
        .from(postElements)
        .innerJoin(posts, eq(posts.id, postElements.postId))
        .where(and(eq(postElements.imagePath, base), eq(posts.frontContainer, 'free'))),
    ),
  )
  const isPicture = exists(db.select(one).from(postElements).where(eq(postElements.imagePath, base)))
  const result = await db.execute<{ public: boolean; picture: boolean }>(
    sql`select ${isPublic} as "public", ${isPicture} as "picture"`,
  )
  const row = result.rows[0]
  if (row?.public) return 'public'
  return row?.picture ? 'locked' : 'unknown'
}

/** A post picture with the post it belongs to, for the signed picture route. */
export async function findPictureWithPost(db: Db, elementId: number) {
  const [row] = await db
    .select({ imagePath: postElements.imagePath, post: posts })
    .from(postElements)
    .innerJoin(posts, eq(posts.id, postElements.postId))
    .where(eq(postElements.id, elementId))
  return row
}
