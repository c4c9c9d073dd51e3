/**
 * Claims, the model report, casting and the chat: /claims, the /room hand-off and
 * our chat host's screens (/chats, /room/{id}) for signed-in users, /casting for guests,
 * /report/model/{modelId} for anyone.
 */
import { createRoute, Navigate, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { restoreSession } from '../api/session-manager'
import { requireGuest, requireUser } from './guards'
import { lazyScreen } from './lazy-screen'
import { gatedRoute } from './shell'

const ModelReportScreen = lazyScreen<{ modelId: number }>('claims', 'ModelReportScreen')
const ClaimScreen = lazyScreen<{ modelId: number | undefined }>('claims', 'ClaimScreen')
const RoomScreen = lazyScreen<{ roomId: string; messageId: string | undefined }>('chat', 'RoomScreen')
const ConversationScreen = lazyScreen<{ roomId: string }>('chat', 'ConversationScreen')
const RoomIdSchema = v.pipe(v.string(), v.uuid())

const IdSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))

/** /room?rid=<room id>&mid=<id>: anything else in them is dropped rather than failing the page. */
const RoomSearchSchema = v.object({
  rid: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(64))),
    undefined,
  ),
  mid: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(64))),
    undefined,
  ),
})

/** /claims?model_id=<creator>: a claim about a creator's charge carries the creator (R-CLAIM-17). */
const ClaimsSearchSchema = v.object({
  model_id: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), IdSchema)), undefined),
})

export const claimsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/claims',
  validateSearch: ClaimsSearchSchema,
  beforeLoad: requireUser,
  component: function Claims() {
    const { model_id } = claimsRoute.useSearch()
    return <ClaimScreen modelId={model_id} />
  },
})

export const modelReportRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/report/model/$modelId',
  beforeLoad: async ({ params }) => {
    if (!v.is(IdSchema, params.modelId)) throw notFound()
    // Open to anyone, but its form differs for members: decide once the session is known.
    await restoreSession()
  },
  component: function ModelReport() {
    const { modelId } = modelReportRoute.useParams()
    return <ModelReportScreen modelId={Number(modelId)} />
  },
})

export const castingRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/casting',
  beforeLoad: requireGuest,
  component: lazyScreen('claims', 'CastingScreen'),
})

export const roomRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/room',
  validateSearch: RoomSearchSchema,
  beforeLoad: requireUser,
  component: function Room() {
    const { rid, mid } = roomRoute.useSearch()
    // Without a room there is nothing to hand over: the conversations instead.
    if (!rid) return <Navigate to="/chats" replace />
    return <RoomScreen roomId={rid} messageId={mid} />
  },
})

/** Our own chat host: the conversation list ("my chat") and one conversation (/room/{rid}). */
export const chatsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/chats',
  beforeLoad: requireUser,
  component: lazyScreen('chat', 'ChatListScreen'),
})

export const conversationRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/room/$roomId',
  beforeLoad: (context) => {
    if (!v.is(RoomIdSchema, context.params.roomId)) throw notFound()
    return requireUser(context)
  },
  component: function Conversation() {
    const { roomId } = conversationRoute.useParams()
    return <ConversationScreen roomId={roomId} />
  },
})
