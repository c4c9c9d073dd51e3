/**
 * The HTTP side of idempotency: reads the key, answers a repeat from storage (status, body and
 * `Idempotent-Replayed: true`), otherwise lets the service run its write through `once`.
 * Call it after the auth check, so a guest gets 401 rather than a key lookup.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { IDEMPOTENT_REPLAYED_HEADER } from '../../../contract/schemas/idempotency'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { fingerprintRequest } from './fingerprint'
import { guestClient } from './guest-client'
import { readIdempotencyKey } from './key'
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
  const earlier = await findOutcome(deps.db, claim)
  if (earlier) return replay(reply, earlier as Outcome<T>)
  try {
    return send(reply, await write(onceFor(deps, claim)))
  } catch (error) {
    if (error instanceof Replay) return replay(reply, error.outcome as Outcome<T>)
    throw error
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
