/**
 * The one WebSocket endpoint (GET /api/realtime, contract/schemas/realtime.ts). The socket is
 * handed to the hub, which authenticates it from its first message: the access token never
 * travels in the URL, where proxies and access logs would keep it.
 */
import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import { REALTIME_PATH } from '../../../contract/schemas/realtime'
import type { Hub } from './hub'

/** Protocol frames are small; a bigger one is not ours. */
const MAX_FRAME_BYTES = 16 * 1024

export async function realtimeRoutes(app: FastifyInstance, deps: { hub: Hub }) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } })
  app.get(REALTIME_PATH, { websocket: true }, (socket) => deps.hub.accept(socket))
  app.addHook('onClose', () => deps.hub.close())
}
