/**
 * Claims, the model report and casting (000 §2, 001 §6): /claims for signed-in users, /casting for
 * guests, /report/model/{modelId} for anyone.
 */
import { createRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { requireGuest, requireUser } from './guards'
import { lazyScreen } from './lazy-screen'
import { gatedRoute } from './shell'

const screens = () => import('../features/claims/screens')

const ModelReportScreen = lazyScreen<{ modelId: number }>(screens, 'ModelReportScreen')

const IdSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))

export const claimsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/claims',
  beforeLoad: requireUser,
  component: lazyScreen(screens, 'ClaimScreen'),
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
