/**
 * Rules every request's input obeys before any route sees it:
 * - bodies are JSON (or multipart where a module registers it): Fastify's text/plain parser is
 *   removed, so another content type is a 415 rather than a string a schema then refuses with 422;
 * - no NUL character in the path parameters, the query or the body, keys included. PostgreSQL
 *   refuses NUL in text, so one reaching a query would be a 500; it has no business in any field.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ValidationError } from '../lib/validation'

/** The dotted path of the first string (or key) holding a NUL, or undefined when there is none. */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (value === null || typeof value !== 'object' || depth > 32) return undefined
  for (const [key, item] of Object.entries(value)) {
    const itemPath = Array.isArray(value) ? path : path ? `${path}.${key}` : key
    if (key.includes('\u0000')) return path || '_'
    const found = findNul(item, itemPath, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

export const inputGuard = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('text/plain')
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part, '')
      if (field !== undefined) throw new ValidationError({ [field || '_']: [{ message: 'invalid' }] })
    }
  })
})
