/**
 * Video calls: the room by hash, the price before a call, and the call's actions as mutations. Keys
 * start with the user's id. Actions are sent directly, never queued; spends carry an
 * Idempotency-Key, which the caller keeps for a retry of the same attempt. A 422 (the room does not
 * exist) is only logged.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/schemas/idempotency'
import type { VideoCallRoom } from '../../../contract/schemas/video-call'
import { request } from '../../api/client'
import { isApiError } from '../../api/errors'
import { walletKeys } from '../wallet'

export const callKeys = {
  all: ['calls'] as const,
  room: (userId: number, hash: string) => [...callKeys.all, userId, 'room', hash] as const,
  quote: (userId: number, modelId: number) => [...callKeys.all, userId, 'quote', modelId] as const,
}

export function callRoomQuery(userId: number, hash: string) {
  return queryOptions({
    queryKey: callKeys.room(userId, hash),
    queryFn: ({ signal }) => request(api.videoCallRoom, { params: { hash }, signal }).then((answer) => answer.data),
    // The room changes by events (which refetch it); a retry of a 422 would not help.
    retry: (count, error) => !(isApiError(error) && error.status === 422) && count < 2,
  })
}

export function callQuoteQuery(userId: number, modelId: number) {
  return queryOptions({
    queryKey: callKeys.quote(userId, modelId),
    queryFn: ({ signal }) =>
      request(api.videoCallQuote, { query: { model_id: modelId }, signal }).then((answer) => answer.data),
    staleTime: 0,
  })
}

function withKey(key: string) {
  return { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }
}

type Booking = { modelId: number; mins: number; key: string }

/** Books a call of `mins` minutes with a creator (a spend: `key` is its Idempotency-Key). */
export function useBookCallMutation() {
  return useMutation({
    mutationFn: async ({ modelId, mins, key }: Booking): Promise<VideoCallRoom> =>
      (await request(api.createVideoCall, { body: { model_id: modelId, mins }, ...withKey(key) })).data,
  })
}

export type CallAction = 'start' | 'buy_extra_minute' | 'unlock' | 'send_tokens' | 'hang_up'

type CallActionInput = { action: CallAction; key?: string; quantity?: number }

/** An action in a call: the room it answers is the cached room, and a spend asks for the balance again. */
export function useCallActionMutation(userId: number, hash: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, ...options }: CallActionInput) => callAction(hash, action, options),
    onSuccess: (room, { action }) => {
      queryClient.setQueryData(callKeys.room(userId, hash), room)
      // Spends change the balance in the header.
      if (action === 'buy_extra_minute' || action === 'send_tokens' || action === 'start') {
        void queryClient.invalidateQueries({ queryKey: walletKeys.all })
      }
    },
  })
}

async function callAction(
  hash: string,
  action: CallAction,
  options: { key?: string; quantity?: number } = {},
): Promise<VideoCallRoom> {
  const params = { hash }
  const headers = options.key ? withKey(options.key) : {}
  switch (action) {
    case 'start':
      return (await request(api.startVideoCall, { params })).data
    case 'unlock':
      return (await request(api.unlockVideoCall, { params })).data
    case 'hang_up':
      return (await request(api.hangUpVideoCall, { params })).data
    case 'buy_extra_minute':
      return (await request(api.buyExtraMinute, { params, ...headers })).data
    case 'send_tokens':
      return (await request(api.callSendTokens, { params, body: { quantity: options.quantity ?? 0 }, ...headers })).data
  }
}

/** A call action answered 422 (no such room) is only logged, never shown. */
export function isCallGone(error: unknown): boolean {
  return isApiError(error) && error.status === 422
}

export function logCallProblem(action: string, error: unknown): void {
  console.warn(`video call: ${action} failed`, error)
}
