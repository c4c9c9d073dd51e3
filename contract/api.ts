/**
 * The route table: method, path and schemas of every endpoint. The server registers its routes
 * from these entries and the app's client parses responses with the same schemas, so the two
 * cannot drift apart silently.
 */
import * as v from 'valibot'
import { CarouselItemSchema } from './schemas/carousel'
import { CommonQuerySchema, listEnvelope } from './schemas/common'
import { LanguageSchema } from './schemas/language'
import { PostListQuerySchema, PostListSchema } from './schemas/post'

export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: v.GenericSchema
  params?: v.GenericSchema
  body?: v.GenericSchema
  response: v.GenericSchema
}

function endpoint<const E extends Endpoint>(entry: E): E {
  return entry
}

export const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['up', 'down']),
  version: v.string(),
})

export const api = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    response: HealthSchema,
  }),
  languages: endpoint({
    method: 'GET',
    path: '/api/languages',
    query: CommonQuerySchema,
    response: listEnvelope(LanguageSchema),
  }),
  carousels: endpoint({
    method: 'GET',
    path: '/api/carousels',
    query: CommonQuerySchema,
    response: listEnvelope(CarouselItemSchema),
  }),
  celebrities: endpoint({
    method: 'GET',
    path: '/api/celebrities',
    query: PostListQuerySchema,
    response: PostListSchema,
  }),
} as const

export type Api = typeof api
export type EndpointName = keyof Api

/** Output type of an endpoint's response schema. */
export type ResponseOf<N extends EndpointName> = v.InferOutput<Api[N]['response']>
