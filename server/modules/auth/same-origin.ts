/**
 * The refresh and logout endpoints act on the refresh cookie alone. SameSite=Strict already keeps
 * other sites from sending it; as a second lock, a request a browser marks as coming from another
 * origin (Origin, Sec-Fetch-Site) is refused with 403 before the cookie is read. Requests without
 * those headers (API clients, old browsers) are let through: the cookie rules still hold for them.
 */
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'

export function sameOriginOnly(publicUrl: string) {
  const published = new URL(publicUrl).origin
  return async (request: FastifyRequest): Promise<void> => {
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('forbidden', { detail: 'cross-site request to a cookie endpoint' })
    }
    const origin = request.headers.origin
    if (origin === undefined) return
    // The address users reach (PUBLIC_URL), or the one this request was made to (a dev proxy, a second name).
    if (origin === published || origin === `${request.protocol}://${request.host}`) return
    throw new AppError('forbidden', { detail: `origin ${origin.slice(0, 100)} refused` })
  }
}
