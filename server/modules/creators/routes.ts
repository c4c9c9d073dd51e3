import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { pageAsked, pagedAnswer, wholeListAnswer } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import {
  type CreatorPage,
  getProfileById,
  getProfileByUsername,
  listModelFilters,
  listModels,
  listOutstanding,
  listPlans,
  listWebstars,
  searchWebstars,
} from './service'

function listResponse(result: CreatorPage, path: string, query: Record<string, unknown>) {
  return pagedAnswer(result.creators, result.total, result.page, { path, query })
}

export async function creatorRoutes(app: FastifyInstance, deps: { db: Db }) {
  defineRoute(app, api.webstars, async ({ query, request }) => {
    const result = await listWebstars(deps.db, {
      siteType: request.siteType,
      ...pageAsked(query),
      viewer: request.viewer,
      followed: query.followed,
    })
    return listResponse(result, api.webstars.path, query)
  })

  defineRoute(app, api.webstarSearch, async ({ query, request }) => {
    const result = await searchWebstars(deps.db, {
      siteType: request.siteType,
      ...pageAsked(query),
      viewer: request.viewer,
      search: query.search,
    })
    return listResponse(result, api.webstarSearch.path, query)
  })

  defineRoute(app, api.outstandings, async ({ query, request }) => {
    const result = await listOutstanding(deps.db, {
      siteType: request.siteType,
      ...pageAsked(query),
      viewer: request.viewer,
    })
    return listResponse(result, api.outstandings.path, query)
  })

  defineRoute(app, api.models, async ({ query, request }) => {
    const result = await listModels(deps.db, {
      siteType: request.siteType,
      ...pageAsked(query),
      viewer: request.viewer,
      order: query.order_by,
      verified: query.verified,
      chat: query.chat,
      categoryId: query.category_id,
      search: query.search,
    })
    return listResponse(result, api.models.path, query)
  })

  defineRoute(app, api.filters, async ({ request }) => {
    const data = await listModelFilters(deps.db, request.siteType, request.locale)
    return wholeListAnswer(data, { path: api.filters.path, query: {} })
  })

  defineRoute(app, api.model, async ({ params, request }) => ({
    data: await getProfileById(deps.db, params.id, request.viewer),
  }))

  defineRoute(app, api.modelByUsername, async ({ params, request }) => ({
    data: await getProfileByUsername(deps.db, params.username, request.viewer),
  }))

  defineRoute(app, api.subscriptionPlans, async ({ query }) => {
    const { plans, total, page } = await listPlans(deps.db, {
      ...pageAsked(query),
      ...(query.model_id === undefined ? {} : { modelId: query.model_id }),
      ...(query.is_token === undefined ? {} : { isToken: query.is_token }),
    })
    return pagedAnswer(plans, total, page, { path: api.subscriptionPlans.path, query })
  })
}
