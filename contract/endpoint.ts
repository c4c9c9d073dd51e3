import type * as v from 'valibot'

/** One endpoint of the route table: method, path (Fastify style, `:id`) and its schemas. */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: v.GenericSchema
  params?: v.GenericSchema
  body?: v.GenericSchema
  response: v.GenericSchema
}

export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry
}
