/**
 * The socket id header (R-API-06): the app sends the id of its tab's
 * realtime socket on every request, so a change the request makes is not echoed to that socket.
 * Only the caller's own socket can be named: the id counts together with the signed-in user.
 */
import type { FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { SOCKET_ID_HEADER, SocketIdSchema } from '../../../contract/schemas/realtime'

export function callerSocket(request: FastifyRequest): { userId: number; socketId: string } | undefined {
  const header = request.headers[SOCKET_ID_HEADER]
  const userId = request.viewer.userId
  if (typeof header !== 'string' || userId === null || !v.is(SocketIdSchema, header)) return undefined
  return { userId, socketId: header }
}
