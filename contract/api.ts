/**
 * The route table: method, path and schemas of every endpoint, one file per domain under
 * endpoints/. The server registers its routes from these entries and the app's client parses
 * responses with the same schemas, so the two cannot drift apart silently.
 */
import type * as v from 'valibot'
import { accountEndpoints } from './endpoints/accounts'
import { contentEndpoints } from './endpoints/content'
import { coreEndpoints } from './endpoints/core'
import { socialEndpoints } from './endpoints/social'

export type { Endpoint } from './endpoint'

export const api = {
  ...coreEndpoints,
  ...accountEndpoints,
  ...contentEndpoints,
  ...socialEndpoints,
}

export type Api = typeof api
export type EndpointName = keyof Api

/** Output type of an endpoint's response schema. */
export type ResponseOf<N extends EndpointName> = v.InferOutput<Api[N]['response']>
