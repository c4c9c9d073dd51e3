/**
 * Registers a route from its contract entry: the handler receives params, query and body already
 * parsed by the entry's schemas (bad input never reaches it), and outside production its result
 * is checked against the response schema so server and contract cannot drift apart unnoticed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import * as v from 'valibot'
import type { Endpoint } from '../../contract/api'
import { RawJson, serializeRawJson } from './raw-json'
import { parseInput, ValidationError } from './validation'

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined

export type RouteInput<E extends Endpoint> = {
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
  request: FastifyRequest
  reply: FastifyReply
}

export type RouteOptions = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'onRequest' | 'preHandler'>

export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  /** May answer with RawJson: text that is already the response's JSON (lib/raw-json.ts). */
  handler: (input: RouteInput<E>) => Promise<v.InferOutput<E['response']> | RawJson>,
  options: RouteOptions = {},
): void {
  const checkResponse =
    app.hasDecorator('checkContracts') && (app as unknown as { checkContracts: boolean }).checkContracts
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const input = {
        params: (endpoint.params ? parseInput(endpoint.params, request.params) : undefined) as Out<E['params']>,
        query: (endpoint.query ? parseInput(endpoint.query, request.query) : undefined) as Out<E['query']>,
        body: (endpoint.body ? parseInput(endpoint.body, objectBody(request.body)) : undefined) as Out<E['body']>,
        request,
        reply,
      }
      const result = await handler(input)
      const isRaw = result instanceof RawJson
      if (isRaw) reply.type('application/json; charset=utf-8').serializer(serializeRawJson)
      if (checkResponse) {
        const checked = v.safeParse(endpoint.response, isRaw ? JSON.parse(result.json) : result)
        if (!checked.success) {
          throw new Error(
            `Response of ${endpoint.method} ${endpoint.path} breaks its contract: ${v.summarize(checked.issues)}`,
          )
        }
      }
      return result
    },
  })
}

/**
 * Every body of the contract is an object, and valibot's object schemas accept an array (it is an
 * object too, with no keys they object to): refuse it here, as the schema means to.
 */
function objectBody(body: unknown): unknown {
  if (Array.isArray(body)) throw new ValidationError({ _: [{ message: 'invalid' }] })
  return body
}
