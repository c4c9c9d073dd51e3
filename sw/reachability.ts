/**
 * The worker's part of reachability (contract/reachability): it tells open pages whether its own
 * requests to our server got answers, and marks the saved copies it answers with when the network
 * did not answer in time, so a page never mistakes a cached 200 for the server being there.
 */
import type { WorkboxPlugin } from 'workbox-core'
import { REACHABILITY_CHANNEL, type ReachabilityMessage, SAVED_COPY_HEADER } from '../contract/reachability'

const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(REACHABILITY_CHANNEL)

export function broadcastObservation(observation: ReachabilityMessage['observation'], sentAt?: number): void {
  const message: ReachabilityMessage = { type: 'reachability:observed', observation, sentAt }
  channel?.postMessage(message)
}

/** A copy of `response` that says it came from the worker's cache, not from the server. */
export function markSavedCopy(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set(SAVED_COPY_HEADER, '1')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

function sentAtOf(state: Record<string, unknown> | undefined): number | undefined {
  return typeof state?.sentAt === 'number' ? state.sentAt : undefined
}

/** For the strategies that go to our server (NetworkFirst, NetworkOnly). */
export const reachabilityPlugin: WorkboxPlugin = {
  // Workbox gives each request its own plugin `state`: it carries when the request went out, so pages
  // can tell a late answer from a fresh one.
  requestWillFetch: async ({ request, state }) => {
    if (state) state.sentAt = Date.now()
    return request
  },
  fetchDidSucceed: async ({ response, state }) => {
    broadcastObservation('answer', sentAtOf(state))
    return response
  },
  fetchDidFail: async ({ state }) => {
    broadcastObservation('no-answer', sentAtOf(state))
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markSavedCopy(cachedResponse) : null),
}
