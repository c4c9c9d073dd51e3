import type { FastifyInstance } from 'fastify'

/**
 * Fastify parses text/plain bodies into strings by default; the social routes take JSON (and the
 * claim forms multipart), so anything else is answered 415 before a schema sees it (reliability
 * target 9). Called inside each route plugin, so it changes only that plugin's routes.
 */
export function acceptJsonOnly(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain')
}
