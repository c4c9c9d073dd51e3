/**
 * Video calls: /videocall/{hash} is for signed-in users (a guest goes to
 * login and comes back, R-GUARD-12); /videocall-end is where a call lands when it ends.
 */
import { createRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { CALL_HASH_PATTERN } from '../../contract/call-hash'
import { requireUser } from './guards'
import { lazyScreen } from './lazy-screen'
import { gatedRoute } from './shell'

const CallScreen = lazyScreen<{ hash: string }>('calls', 'CallScreen')
const CallEndScreen = lazyScreen<{ hash: string | undefined }>('calls', 'CallEndScreen')

export const videoCallRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/videocall/$hash',
  beforeLoad: (context) => {
    if (!CALL_HASH_PATTERN.test(context.params.hash)) throw notFound()
    return requireUser(context)
  },
  component: function VideoCall() {
    return <CallScreen hash={videoCallRoute.useParams().hash} />
  },
})

const hash = v.fallback(v.optional(v.pipe(v.string(), v.regex(CALL_HASH_PATTERN))), undefined)

export const videoCallEndRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/videocall-end',
  validateSearch: v.object({ hash }),
  component: function VideoCallEnd() {
    return <CallEndScreen hash={videoCallEndRoute.useSearch().hash} />
  },
})
