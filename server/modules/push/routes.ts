/** Web push: the VAPID public key, this device's subscription, and the user's preferences. */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import { requireUser } from '../../plugins/auth'
import { SOCIAL_LIMITS, writeLimits } from '../social/index'
import { getPreferences, type PushContext, savePreferences, subscribeDevice, unsubscribeDevice } from './service'

export async function pushRoutes(app: FastifyInstance, ctx: PushContext & { vapidPublicKey: string }) {
  const limits = (name: string) => writeLimits(app, name, SOCIAL_LIMITS.push)

  defineRoute(app, api.vapidPublicKey, async ({ reply }) => {
    reply.header('cache-control', 'no-cache')
    return { data: { public_key: ctx.vapidPublicKey } }
  })

  defineRoute(
    app,
    api.pushSubscribe,
    async ({ body, request }) => {
      const input = { endpoint: body.endpoint, keys: body.keys, hideCreator: body.hide_creator }
      return { data: await subscribeDevice(ctx, requireUser(request), input) }
    },
    limits('push_subscribe'),
  )

  defineRoute(
    app,
    api.pushUnsubscribe,
    async ({ body, request }) => ({ data: await unsubscribeDevice(ctx, requireUser(request), body.endpoint) }),
    limits('push_unsubscribe'),
  )

  defineRoute(app, api.pushPreferences, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store')
    return { data: await getPreferences(ctx, requireUser(request)) }
  })

  defineRoute(
    app,
    api.savePushPreferences,
    async ({ body, request }) => {
      const input = { newPosts: body.new_posts, hideCreator: body.hide_creator }
      return { data: await savePreferences(ctx, requireUser(request), input) }
    },
    limits('push_preferences'),
  )
}
