/** Answers a GET with a stored file: its type, its ETag, the route's caching, and 304 when the client has it. */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { clientHasVersion } from '../../lib/if-none-match'
import type { StoredFile } from './file-storage'

export function sendStoredFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile, cacheControl: string) {
  reply.header('content-type', file.contentType).header('etag', file.etag).header('cache-control', cacheControl)
  if (clientHasVersion(request.headers['if-none-match'], file.etag)) return reply.code(304).send()
  return reply.send(file.bytes)
}
