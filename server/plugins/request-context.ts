/**
 * Reads what every request carries: the interface language (`lang`, else
 * Accept-Language) and the theme (`site_type`), so services get them as plain values.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isLocale, type Locale, localeFromAcceptLanguage } from '../../contract/languages'
import { DEFAULT_SITE_TYPE, isSiteType, type SiteType } from '../../contract/site-types'
import { GUEST, type Viewer } from '../lib/viewer'

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
    siteType: SiteType
    /** The caller's identity and entitlements; a guest until the auth plugin says otherwise. */
    viewer: Viewer
  }
}

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en')
  app.decorateRequest('siteType', DEFAULT_SITE_TYPE)
  app.decorateRequest('viewer', null as unknown as Viewer)
  app.addHook('onRequest', async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>
    request.locale = isLocale(query.lang) ? query.lang : localeFromAcceptLanguage(request.headers['accept-language'])
    request.siteType = isSiteType(query.site_type) ? query.site_type : DEFAULT_SITE_TYPE
    request.viewer = GUEST
  })
})
