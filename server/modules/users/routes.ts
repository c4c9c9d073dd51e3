/**
 * The signed-in user's account: profile, language, the one username change, notification
 * setting and profile picture (multipart, field `file`), plus the public avatar files.
 */
import { mkdir } from 'node:fs/promises'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { api } from '../../../contract/api'
import { AppError } from '../../lib/app-error'
import { defineRoute } from '../../lib/route'
import { requireUser } from '../../plugins/auth'
import { AVATAR_MAX_BYTES, AVATAR_URL_PREFIX, avatarDir } from './avatar'
import {
  changeUsername,
  getMe,
  setEmailNotifications,
  setLastLanguage,
  setProfilePicture,
  type UsersContext,
} from './service'

const OK = { data: { success: true as const } }
const YEAR_SECONDS = 365 * 24 * 3600

export async function userRoutes(app: FastifyInstance, ctx: UsersContext) {
  // Multipart is accepted by this module's routes only; elsewhere it stays a 415.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  })

  defineRoute(app, api.me, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store')
    return { data: await getMe(ctx, requireUser(request).userId) }
  })

  defineRoute(app, api.lastLang, async ({ body, request }) => {
    await setLastLanguage(ctx, requireUser(request).userId, body.code)
    return OK
  })

  defineRoute(app, api.changeUsername, async ({ body, request }) => {
    return { data: await changeUsername(ctx, requireUser(request).userId, body.username) }
  })

  defineRoute(app, api.emailNotifications, async ({ body, request }) => {
    const enabled = await setEmailNotifications(ctx, requireUser(request).userId, body.enabled)
    return { success: true as const, enabled }
  })

  defineRoute(app, api.profilePicture, async ({ request }) => {
    const { userId } = requireUser(request)
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', { detail: 'expected multipart/form-data' })
    const bytes = await readUpload(request)
    return { data: await setProfilePicture(ctx, userId, bytes) }
  })

  const root = avatarDir(ctx.uploadsDir)
  await mkdir(root, { recursive: true })
  await app.register(fastifyStatic, {
    root,
    prefix: AVATAR_URL_PREFIX,
    decorateReply: false,
    index: false,
    // Each upload gets a new name, so a URL's content never changes.
    allowedPath: (pathname) => /^\/?\d+-[0-9a-f]{24}\.webp$/.test(pathname),
    setHeaders: (reply) => {
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
    },
  })
}

/** The bytes of the `file` part. toBuffer stops at the size limit (413) instead of reading on. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file()
    if (file?.fieldname !== 'file') {
      throw new AppError('validation_failed', { issues: { file: [{ message: 'required' }] } })
    }
    return await file.toBuffer()
  } catch (error) {
    if (error instanceof AppError) throw error
    const status = (error as { statusCode?: number }).statusCode
    if (status !== undefined && status >= 400 && status < 500) throw error
    // A body that is not valid multipart (cut short, bad boundary) is the client's mistake.
    throw new AppError('bad_request', { detail: `multipart: ${(error as Error).message}`, cause: error })
  }
}
