/** Endpoints of the walking skeleton: health, languages, carousels, celebrities. */
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { CarouselItemSchema } from '../schemas/carousel'
import { CommonQuerySchema, listEnvelope } from '../schemas/common'
import { LanguageSchema } from '../schemas/language'
import { PostListQuerySchema, PostListSchema } from '../schemas/post'

const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['up', 'down']),
  version: v.string(),
})

export const health = endpoint({ method: 'GET', path: '/api/health', response: HealthSchema })
export const languages = endpoint({
  method: 'GET',
  path: '/api/languages',
  query: CommonQuerySchema,
  response: listEnvelope(LanguageSchema),
})
export const carousels = endpoint({
  method: 'GET',
  path: '/api/carousels',
  query: CommonQuerySchema,
  response: listEnvelope(CarouselItemSchema),
})
export const celebrities = endpoint({
  method: 'GET',
  path: '/api/celebrities',
  query: PostListQuerySchema,
  response: PostListSchema,
})
