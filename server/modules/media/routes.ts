/**
 * Media: generated artwork (any size of any demo image) and the committed demo trailers.
 * Main-video streams are not served here: they are for members only and go through signed URLs.
 */
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { parseInput } from '../../lib/validation'
import { createArtRenderer } from './art-renderer'
import { ART_SIZES, ART_THEMES, ART_VARIANTS, ART_VERSION, type ArtVariant } from './variants'

const ArtParamsSchema = v.object({
  variant: v.picklist(Object.keys(ART_VARIANTS) as ArtVariant[], 'one_of'),
  theme: v.picklist(ART_THEMES, 'one_of'),
  token: v.pipe(v.string(), v.regex(/^\d{1,9}(-[A-Z]{1,2})?$/, 'invalid')),
  file: v.picklist(
    ART_SIZES.map((size) => `${size}.webp` as const),
    'one_of',
  ),
})

const YEAR_SECONDS = 365 * 24 * 3600

export async function mediaRoutes(app: FastifyInstance, deps: { mediaCacheDir: string; mediaDir: string }) {
  const renderer = createArtRenderer(deps.mediaCacheDir)

  app.get(`/media/art/${ART_VERSION}/:variant/:theme/:token/:file`, async (request, reply) => {
    const params = parseInput(ArtParamsSchema, request.params)
    const [seed = '0', initials] = params.token.split('-')
    const image = await renderer.get({
      variant: params.variant,
      theme: params.theme,
      seed: Number(seed),
      size: params.file.replace('.webp', '') as (typeof ART_SIZES)[number],
      ...(initials ? { initials } : {}),
    })
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(image)
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
