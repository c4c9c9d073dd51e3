/**
 * The signed-in user's account: profile, language, the one username change, notification
 * setting and profile picture (multipart, field `file`), plus the public avatar files.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { api } from '../../../contract/api'
import { AppError } from '../../lib/app-error'
import { defineRoute } from '../../lib/route'
import { requireUser } from '../../plugins/auth'
import { sendStoredFile } from '../storage/index'
import { AVATAR_FILE_NAME, AVATAR_MAX_BYTES, AVATAR_URL_PREFIX, avatarKey } from './avatar'
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

  // Each upload gets a new name, so a URL's content never changes.
  app.get<{ Params: { name: string } }>(`${AVATAR_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params
    const file = AVATAR_FILE_NAME.test(name) ? await ctx.storage.get(avatarKey(name)) : undefined
    if (!file) throw new AppError('not_found')
    return sendStoredFile(request, reply, file, `public, max-age=${YEAR_SECONDS}, immutable`)
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
