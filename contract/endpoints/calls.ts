/**
 * Video calls: the room by its hash, then start, buy an extra minute, unlock (go unlimited) and send
 * tokens with a quantity; plus the price before a call and booking one. All "user" (401 for
 * guests). A hash that is not a room, or not the viewer's, is 422 call_not_found (the app only logs it). `no-store` throughout.
 */
import { endpoint } from '../endpoint'
import { CommonQuerySchema } from '../schemas/common'
import {
  CallActionResultSchema,
  CallHashParamsSchema,
  CallSendTokensBodySchema,
  CreateVideoCallBodySchema,
  VideoCallQuoteQuerySchema,
  VideoCallQuoteSchema,
  VideoCallRoomEnvelopeSchema,
} from '../schemas/video-call'

/** The creator's call prices and the minutes the viewer's balance and caps pay for. */
export const videoCallQuote = endpoint({
  method: 'GET',
  path: '/api/video_call_quote',
  query: VideoCallQuoteQuerySchema,
  response: VideoCallQuoteSchema,
})
/**
 * user, Idempotency-Key required. A member books a call with a creator: 201 with the room. 403
 * chat_subscription_required / chat_closed as for the chat (login, then subscription),
 * 403 own_content for the creator's own user, 402 insufficient_tokens when the balance does not
 * pay for `mins`, 403 spending_limit_reached when the caps do not.
 */
export const createVideoCall = endpoint({
  method: 'POST',
  path: '/api/video_call_rooms',
  query: CommonQuerySchema,
  body: CreateVideoCallBodySchema,
  response: VideoCallRoomEnvelopeSchema,
})
export const videoCallRoom = endpoint({
  method: 'GET',
  path: '/api/video_call_room/:hash',
  params: CallHashParamsSchema,
  query: CommonQuerySchema,
  response: VideoCallRoomEnvelopeSchema,
})
/** Sets started_at once (a second start answers the room as it is) and charges the first minute. */
export const startVideoCall = endpoint({
  method: 'POST',
  path: '/api/video_call_room/:hash/start',
  params: CallHashParamsSchema,
  query: CommonQuerySchema,
  response: CallActionResultSchema,
})
/** Sender only, Idempotency-Key required: tokens_per_extra_min from the ledger, one more minute. 402 without the tokens. */
export const buyExtraMinute = endpoint({
  method: 'POST',
  path: '/api/video_call_room/:hash/buy_extra_minute',
  params: CallHashParamsSchema,
  query: CommonQuerySchema,
  response: CallActionResultSchema,
})
/** Receiver only, under 30 s left (409 conflict before): the call goes on, a minute at a time, while the sender's tokens last. */
export const unlockVideoCall = endpoint({
  method: 'POST',
  path: '/api/video_call_room/:hash/unlock',
  params: CallHashParamsSchema,
  query: CommonQuerySchema,
  response: CallActionResultSchema,
})
/** Sender only, Idempotency-Key required: a tip of `quantity` tokens to the creator. */
export const callSendTokens = endpoint({
  method: 'POST',
  path: '/api/video_call_room/:hash/send_tokens',
  params: CallHashParamsSchema,
  query: CommonQuerySchema,
  body: CallSendTokensBodySchema,
  response: CallActionResultSchema,
})
/** Either person hangs up: the call ends now (ended_at), its metering stops, the other side is told. */
export const hangUpVideoCall = endpoint({
  method: 'POST',
  path: '/api/video_call_room/:hash/hang_up',
  params: CallHashParamsSchema,
  query: CommonQuerySchema,
  response: CallActionResultSchema,
})
