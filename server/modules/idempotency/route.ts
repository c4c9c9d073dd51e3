/**
 * The HTTP side of idempotency: reads the key, answers a repeat from storage (status, body and
 * `Idempotent-Replayed: true`), otherwise lets the service run its write through `once`.
 * Call it after the auth check, so a guest gets 401 rather than a key lookup.
 */
import { setTimeout } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type * as v from 'valibot'
import type { Endpoint } from '../../../contract/api'
import { IDEMPOTENT_REPLAYED_HEADER } from '../../../contract/schemas/idempotency'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { defineRoute, type RouteInput, type RouteOptions } from '../../lib/route'
import { requireUser, type SignedInViewer } from '../../plugins/auth'
import { fingerprintRequest } from './fingerprint'
import { guestClient } from './guest-client'
import { readIdempotencyKey } from './key'
import type { KeyClaim } from './repository'
import { findOutcome, type Once, type Outcome, onceFor, onceWithoutKey, Replay } from './service'

export type IdempotencyDeps = { db: Db; clock: Clock }

export async function respondOnce<T>(
  deps: IdempotencyDeps,
  http: { request: FastifyRequest; reply: FastifyReply },
  /** The parsed params and body: what must match for a replay. */
  input: unknown,
  write: (once: Once) => Promise<Outcome<T>>,
): Promise<T> {
  const { request, reply } = http
  const key = readIdempotencyKey(request)
  if (key === undefined) return send(reply, await write(onceWithoutKey(deps.db)))
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`
  const userId = request.viewer.userId
  // A user's keys are theirs; a guest's belong to their device (or address), never to all guests.
  const client = userId === null ? guestClient(request) : ''
  const claim = { userId, client, key, scope, requestHash: fingerprintRequest(scope, input) }
  // A staged write may be in flight: wait for its answer, or run the write again when it was refused.
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const earlier = await answeredOutcome(deps.db, claim)
    if (earlier) return replay(reply, earlier as Outcome<T>)
    try {
      return send(reply, await write(onceFor(deps, claim)))
    } catch (error) {
      if (error instanceof Replay) return replay(reply, error.outcome as Outcome<T>)
      if (!(error instanceof AppError && error.code === 'idempotency_in_flight')) throw error
    }
  }
  throw new AppError('idempotency_in_flight')
}

/**
 * A signed-in member's write, run once per Idempotency-Key: a guest is refused (401) before any
 * key is looked up, and a replay must carry the same body (the same path ids when it has none).
 */
export function defineMemberWrite<E extends Endpoint>(
  app: FastifyInstance,
  deps: IdempotencyDeps,
  endpoint: E,
  write: (viewer: SignedInViewer, input: RouteInput<E>, once: Once) => Promise<Outcome<v.InferOutput<E['response']>>>,
  options?: RouteOptions,
): void {
  defineRoute(
    app,
    endpoint,
    async (input) => {
      const viewer = requireUser(input.request)
      const replayed = endpoint.body ? input.body : input.params
      return respondOnce(deps, input, replayed, (once) => write(viewer, input, once))
    },
    options,
  )
}

/** How many times a request waits for a duplicate's answer and finds its key freed before it gives up. */
const MAX_ROUNDS = 5
/** How long a request waits for a duplicate still asking its processor, and how often it looks. */
const IN_FLIGHT_WAIT_MS = 20_000
const IN_FLIGHT_POLL_MS = 50

/**
 * The stored outcome of the key; undefined when it has none (never used, or freed after a refusal).
 * A key claimed by a staged write still asking its processor is waited for, holding no connection.
 */
async function answeredOutcome(db: Db, claim: KeyClaim): Promise<Outcome<unknown> | undefined> {
  for (let waited = 0; ; waited += IN_FLIGHT_POLL_MS) {
    try {
      return await findOutcome(db, claim)
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'idempotency_in_flight')) throw error
      if (waited >= IN_FLIGHT_WAIT_MS) throw error
    }
    await setTimeout(IN_FLIGHT_POLL_MS)
  }
}

function send<T>(reply: FastifyReply, outcome: Outcome<T>): T {
  reply.status(outcome.status)
  return outcome.body
}

function replay<T>(reply: FastifyReply, outcome: Outcome<T>): T {
  reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true')
  return send(reply, outcome)
}
