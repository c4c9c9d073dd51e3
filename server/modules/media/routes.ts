/**
 * Media: artwork files (stored, or drawn by the renderer the app gives), the originals of paid
 * posts' pictures behind signed URLs, the hover previews and the committed demo trailers.
 * Main-video streams are for members only and go through signed URLs too (playback module).
 *
 * The public artwork route serves only images the database shows somewhere, and of a paid
 * post's picture only the blurred preview (art-access.ts): the original of a locked picture is
 * reachable only through a URL signed for an entitled viewer's session (signed-urls.ts).
 */
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import type { Db } from '../../db/client'
import type { posts } from '../../db/schema/index'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { parseInput } from '../../lib/validation'
import type { SignedInViewer } from '../../plugins/auth'
import { type FileStorage, sendStoredFile } from '../storage/index'
import { createArtAccessCache } from './art-access'
import { type ArtRenderer, createArtFiles } from './art-files'
import { signedMediaViewer } from './media-viewer'
import { findArtAccess, findPictureWithPost } from './repository'
import { LOCKED_PICTURE_PREFIX, nowSeconds } from './signed-urls'
import {
  ART_SIZES,
  ART_THEMES,
  ART_VARIANTS,
  ART_VERSION,
  type ArtSize,
  type ArtVariant,
  artPath,
  parseArtPath,
  parseArtToken,
} from './variants'

const ArtParamsSchema = v.object({
  variant: v.picklist(Object.keys(ART_VARIANTS) as ArtVariant[], 'one_of'),
  theme: v.picklist(ART_THEMES, 'one_of'),
  token: v.pipe(v.string(), v.regex(/^\d{1,9}(-[A-Z]{1,2})?$/, 'invalid')),
  file: v.picklist(
    ART_SIZES.map((size) => `${size}.webp` as const),
    'one_of',
  ),
})

const LockedPictureParamsSchema = v.object({
  elementId: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)),
  expires: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  signature: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  file: v.picklist(['small.webp', 'large.webp']),
})

const YEAR_SECONDS = 365 * 24 * 3600
const MINUTE_MS = 60_000

/**
 * Per IP: generous for a person scrolling thumbnails (the worker and the browser cache them for
 * a year), a wall for a script asking for every image.
 */
export const ART_RATE_LIMIT = { max: 600, timeWindow: MINUTE_MS }

export type MediaDeps = {
  db: Db
  clock: Clock
  mediaKey: string
  storage: FileStorage
  mediaDir: string
  /** The posts module's answer, given at startup: posts sign their pictures here, so media cannot import posts. */
  canSeePost: (db: Db, viewer: SignedInViewer, post: typeof posts.$inferSelect, now: Date) => Promise<boolean>
  /** Draws artwork not stored yet (the demo catalogue's); without it only stored artwork is served. */
  renderArt?: ArtRenderer
}

export async function mediaRoutes(app: FastifyInstance, deps: MediaDeps) {
  const artFiles = createArtFiles(deps.storage, deps.renderArt)
  const access = createArtAccessCache((base) => findArtAccess(deps.db, base), {
    maxEntries: 10_000,
    ttlMs: 10 * MINUTE_MS,
    unknownTtlMs: MINUTE_MS / 2,
  })

  app.get(
    `/media/art/${ART_VERSION}/:variant/:theme/:token/:file`,
    { config: { rateLimit: ART_RATE_LIMIT } },
    async (request, reply) => {
      const params = parseInput(ArtParamsSchema, request.params)
      const token = parseArtToken(params.token)
      const size = params.file.replace('.webp', '') as ArtSize
      if (!token) throw new AppError('not_found')
      const allowed = await access.get(artPath(params.variant, params.theme, token.seed, token.initials))
      // A locked picture shows its blur publicly; its original is for signed URLs only.
      if (allowed === 'unknown' || (allowed === 'locked' && size !== 'blur')) throw new AppError('not_found')
      const image = await artFiles.get({ variant: params.variant, theme: params.theme, ...token, size })
      if (!image) throw new AppError('not_found')
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin')
      return sendStoredFile(request, reply, image, `public, max-age=${YEAR_SECONDS}, immutable`)
    },
  )

  app.get(`${LOCKED_PICTURE_PREFIX}/:elementId/:expires/:signature/:file`, async (request, reply) => {
    const parsed = v.safeParse(LockedPictureParamsSchema, request.params)
    // A malformed link is treated like a forged one.
    if (!parsed.success) throw new AppError('forbidden')
    const { elementId, expires, signature, file } = parsed.output
    const now = deps.clock()
    const signed = { kind: 'picture' as const, id: elementId, expires, signature }
    const viewer = await signedMediaViewer(deps, request, signed, now)
    if (!viewer) throw new AppError('forbidden')
    const picture = await findPictureWithPost(deps.db, elementId)
    if (!picture) throw new AppError('not_found')
    // Entitlement is checked again: a membership or subscription that ended ends the link with it.
    if (!(await deps.canSeePost(deps.db, viewer, picture.post, now))) throw new AppError('forbidden')
    const base = parseArtPath(picture.imagePath)
    if (!base) throw new AppError('not_found')
    const image = await artFiles.get({ ...base, size: file === 'large.webp' ? 'large' : 'small' })
    if (!image) throw new AppError('not_found')
    // Private (never in a shared cache), and never beyond the link's own expiry.
    reply.header('cross-origin-resource-policy', 'same-origin')
    return sendStoredFile(request, reply, image, `private, max-age=${Math.max(0, expires - nowSeconds(now))}`)
  })

  // Hover previews (scripts/make-previews.sh): short silent clips, public like the trailers.
  await app.register(fastifyStatic, {
    root: path.join(deps.mediaDir, 'previews'),
    prefix: '/media/previews/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
      reply.header('access-control-allow-origin', '*')
    },
  })

  await app.register(fastifyStatic, {
    root: path.join(deps.mediaDir, 'hls'),
    prefix: '/media/hls/',
    decorateReply: false,
    index: false,
    // Trailers are public; main renditions need a member's signed URL, so they are never served here.
    allowedPath: (pathname) => /^\/trailer-\d+\//.test(pathname),
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.endsWith('.m3u8') ? 'public, max-age=300' : `public, max-age=${YEAR_SECONDS}`,
      )
      reply.header('access-control-allow-origin', '*')
    },
  })
}
