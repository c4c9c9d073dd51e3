import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { defineRoute } from '../../lib/route'
import type { Secrets } from '../../lib/secrets'
import { STREAM_PREFIX, signedMediaViewer } from '../media/index'
import { getPlayback, openStreamFile } from './service'

const StreamParamsSchema = v.object({
  videoId: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)),
  expires: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  signature: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  '*': v.pipe(v.string(), v.maxLength(200)),
})

export async function playbackRoutes(
  app: FastifyInstance,
  deps: { db: Db; secrets: Pick<Secrets, 'mediaKey'>; mediaDir: string; clock: Clock },
) {
  defineRoute(app, api.playback, async ({ params, request, reply }) => {
    // A signed URL is personal and short-lived: never let a cache keep it.
    reply.header('cache-control', 'private, no-store')
    return {
      data: await getPlayback(
        deps.db,
        { key: deps.secrets.mediaKey, dir: deps.mediaDir },
        params.id,
        request.viewer,
        deps.clock(),
      ),
    }
  })

  app.get(`${STREAM_PREFIX}/:videoId/:expires/:signature/*`, async (request, reply) => {
    const parsed = v.safeParse(StreamParamsSchema, request.params)
    // A malformed link is treated like a forged one.
    if (!parsed.success) throw new AppError('forbidden')
    const { videoId, expires, signature } = parsed.output
    const now = deps.clock()
    const signed = { kind: 'stream' as const, id: videoId, expires, signature }
    // Signed for this session (its media cookie), unexpired, and the session still live.
    const viewer = await signedMediaViewer({ db: deps.db, mediaKey: deps.secrets.mediaKey }, request, signed, now)
    if (!viewer) throw new AppError('forbidden')
    const file = await openStreamFile(
      deps.db,
      { mediaDir: deps.mediaDir },
      { videoId, file: parsed.output['*'], viewer, expires },
      now,
    )
    // Private (never in a shared cache), and never beyond the link's own expiry.
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('cache-control', `private, max-age=${file.maxAgeSeconds}`)
      .send(file.body)
  })
}
