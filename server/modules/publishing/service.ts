/**
 * Creators publish posts (POST /api/posts): always as the creator of the signed-in user, never
 * another. For the demo the media are generated artwork (the seed's kind), chosen from the post id
 * so a post's pictures never change. The followers who opted in are notified by a durable job
 * queued in the post's own transaction; a replayed request (same Idempotency-Key) queues nothing.
 */
import type { Post } from '../../../contract/schemas/post'
import type { PublishPostBody } from '../../../contract/schemas/post-publish'
import type { CreatorSex } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { forgetTotals } from '../../lib/total-cache'
import type { SignedInViewer } from '../../plugins/auth'
import type { Once, Outcome } from '../idempotency/index'
import type { JobQueue } from '../jobs/index'
import type { ArtTheme } from '../media/index'
import { type ArtVariant, artPath, paidPicturePaths, sizeOf } from '../media/index'
import { insertElements, insertPost, toPost } from '../posts/index'
import { queueNewPostNotifications } from '../push/index'
import { findOwnMovies, findPublishingCreator } from './repository'

export type PublishingContext = { db: Db; clock: Clock; mediaKey: string; jobs: JobQueue }

type PublishInput = {
  description: string
  front_container: PublishPostBody['front_container']
  tokens_quantity: number
  elements: (
    | { component: 'picture'; shape?: 'portrait' | 'square' | 'landscape' }
    | { component: 'movie'; movie_id: number }
  )[]
}

const SHAPE_VARIANT: Record<'portrait' | 'square' | 'landscape', ArtVariant> = {
  portrait: 'post-portrait',
  square: 'post-square',
  landscape: 'post-landscape',
}
/** Artwork seeds of published posts start far above the demo catalogue's. */
const ART_SEED_BASE = 1_000_000

function themeOf(sex: CreatorSex): ArtTheme {
  if (sex === 'F') return 'divas'
  if (sex === 'M') return 'chads'
  return 'neutral'
}

export async function publishPost(
  ctx: PublishingContext,
  viewer: SignedInViewer,
  input: PublishInput,
  once: Once,
): Promise<Outcome<{ data: Post }>> {
  if (viewer.modelId === null) throw new AppError('forbidden', { detail: 'publishing needs a creator account' })
  const creator = await findPublishingCreator(ctx.db, viewer.modelId)
  if (!creator) throw new AppError('forbidden', { detail: 'creator profile gone' })
  const movieIds = input.elements.flatMap((element) => (element.component === 'movie' ? [element.movie_id] : []))
  const own = new Map(
    (movieIds.length > 0 ? await findOwnMovies(ctx.db, creator.id, movieIds) : []).map((m) => [m.id, m]),
  )
  if (movieIds.some((id) => !own.has(id))) {
    throw new AppError('validation_failed', { issues: { elements: [{ message: 'invalid' }] } })
  }
  const theme = themeOf(creator.sex)
  const outcome = await once(async (tx) => {
    const post = await insertPost(tx, {
      creatorId: creator.id,
      frontContainer: input.front_container,
      tokensQuantity: input.tokens_quantity,
      description: input.description,
      publishedAt: ctx.clock(),
    })
    const elements = await insertElements(
      tx,
      input.elements.map((element, position) => {
        const seed = ART_SEED_BASE + post.id * 4 + position
        if (element.component === 'movie') {
          const movie = own.get(element.movie_id)
          return {
            postId: post.id,
            position,
            component: 'movie' as const,
            movieId: element.movie_id,
            name: movie?.name ?? null,
            isHd: movie?.isHd ?? true,
            length: movie?.length ?? null,
            imagePath: artPath('post-landscape', theme, seed),
            ...sizeOf('post-landscape', 'large'),
          }
        }
        const variant = SHAPE_VARIANT[element.shape ?? 'portrait']
        return {
          postId: post.id,
          position,
          component: 'picture' as const,
          imagePath: artPath(variant, theme, seed),
          ...sizeOf(variant, 'large'),
        }
      }),
    )
    const withPreviews = elements.map((element) => ({
      ...element,
      previewVideoPath: (element.movieId !== null && own.get(element.movieId)?.previewVideoPath) || null,
    }))
    await queueNewPostNotifications(ctx.jobs, tx, {
      id: post.id,
      description: input.description,
      creator: {
        id: creator.id,
        name: creator.name,
        username: creator.username,
        profileImagePath: creator.profileImagePath,
      },
    })
    // The creator's own post: its pictures are theirs to see, signed for their session.
    const paidPictures = paidPicturePaths(ctx.mediaKey, viewer.sessionId, ctx.clock())
    return {
      status: 201,
      body: { data: toPost(post, withPreviews, viewer, { paidPictures, author: creator, creator, following: false }) },
    }
  })
  // Committed: every post list's total has one more.
  forgetTotals(ctx.db, 'posts')
  return outcome
}
