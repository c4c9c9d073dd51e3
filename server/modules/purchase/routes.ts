/** The purchase catalogue: countries, country_subdivisions, currencies, purchase_options, paylink, addons. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { api } from '../../../contract/api'
import { paginationMeta } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { currentCountryCode } from './geoip'
import {
  type Caller,
  legacyAddon,
  listCountryPage,
  listCurrencyRows,
  listSubdivisionPage,
  type PurchaseContext,
  paylinkOf,
  purchaseOptions,
} from './service'

/** Purchase screens read these live: never from a shared cache (prices, the viewer's cards). */
const NO_STORE = 'private, no-store'

export function callerOf(request: FastifyRequest, ctx: Pick<PurchaseContext, 'config'>): Caller {
  return {
    viewer: request.viewer,
    locale: request.locale,
    currentCountry: currentCountryCode(request.headers, ctx.config.geoipHeader),
    ip: request.ip,
  }
}

export async function purchaseRoutes(app: FastifyInstance, ctx: PurchaseContext) {
  defineRoute(app, api.countries, async ({ query, request }) => {
    const page = { page: query.page, perPage: query.per_page }
    const { countries, total } = await listCountryPage(ctx, callerOf(request, ctx), {
      payableOnly: query.payable ?? false,
      page,
    })
    return { data: countries, meta: paginationMeta(page, total, countries.length, { path: api.countries.path, query }) }
  })

  defineRoute(app, api.countrySubdivisions, async ({ query }) => {
    const page = { page: query.page, perPage: query.per_page }
    const { subdivisions, total } = await listSubdivisionPage(ctx, { countryId: query.country_id, page })
    return {
      data: subdivisions,
      meta: paginationMeta(page, total, subdivisions.length, { path: api.countrySubdivisions.path, query }),
    }
  })

  defineRoute(app, api.currencies, async ({ query }) => {
    const rows = await listCurrencyRows(ctx, { defaultOnly: query.default ?? false })
    const page = { page: 1, perPage: Math.max(1, rows.length) }
    return { data: rows, meta: paginationMeta(page, rows.length, rows.length, { path: api.currencies.path, query }) }
  })

  defineRoute(app, api.purchaseOptions, async ({ query, request, reply }) => {
    const options = await purchaseOptions(ctx, callerOf(request, ctx), query)
    reply.header('cache-control', NO_STORE)
    const page = { page: 1, perPage: Math.max(1, options.length) }
    return {
      data: options,
      meta: paginationMeta(page, options.length, options.length, { path: api.purchaseOptions.path, query }),
    }
  })

  defineRoute(app, api.paylink, async ({ query, request, reply }) => {
    reply.header('cache-control', NO_STORE)
    return { data: await paylinkOf(ctx, callerOf(request, ctx), query) }
  })

  defineRoute(app, api.addons, async ({ query }) => ({ data: await legacyAddon(ctx, query.plan) }))
}
