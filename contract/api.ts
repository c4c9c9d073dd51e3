/**
 * The route table: method, path and schemas of every endpoint, one file per domain under
 * endpoints/. The server registers its routes from these entries and the app's client parses
 * responses with the same schemas, so the two cannot drift apart silently. `api` is the namespace
 * of named exports: `api.feeds` in a chunk pulls in that endpoint's schemas and no others.
 */
import type * as v from 'valibot'
import * as api from './endpoints'

export type { Endpoint } from './endpoint'
export { api }

export type Api = typeof api
export type EndpointName = keyof Api

/** Output type of an endpoint's response schema. */
export type ResponseOf<N extends EndpointName> = v.InferOutput<Api[N]['response']>
