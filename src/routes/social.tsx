/**
 * Claims, the model report, casting and the chat hand-off (000 §2, 001 §6): /claims and /room for
 * signed-in users, /casting for guests, /report/model/{modelId} for anyone.
 */
import { createRoute, Navigate, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { requireGuest, requireUser } from './guards'
import { lazyScreen } from './lazy-screen'
import { gatedRoute } from './shell'

const screens = () => import('../features/claims/screens')

const ModelReportScreen = lazyScreen<{ modelId: number }>(screens, 'ModelReportScreen')
const ClaimScreen = lazyScreen<{ modelId: number | undefined }>(screens, 'ClaimScreen')
const RoomScreen = lazyScreen<{ roomId: string; messageId: string | undefined }>(
  () => import('../features/chat/screens'),
  'RoomScreen',
)

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
  path: '/report/model/$modelId',
  beforeLoad: ({ params }) => {
    if (!v.is(IdSchema, params.modelId)) throw notFound()
  },
  component: function ModelReport() {
    const { modelId } = modelReportRoute.useParams()
    return <ModelReportScreen modelId={Number(modelId)} />
  },
})

export const castingRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/casting',
  beforeLoad: requireGuest,
  component: lazyScreen(screens, 'CastingScreen'),
})

export const roomRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/room',
  validateSearch: RoomSearchSchema,
  beforeLoad: requireUser,
  component: function Room() {
    const { rid, mid } = roomRoute.useSearch()
    // Without a room there is nothing to hand over: home, as after a failed hand-off.
    if (!rid) return <Navigate to="/home" replace />
    return <RoomScreen roomId={rid} messageId={mid} />
  },
})
