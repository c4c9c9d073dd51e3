/**
 * The call's realtime channel `call:<hash>`: its
 * two people only. The call's events are not stored (a client that joins reads the room over HTTP,
 * which has everything the events say); the two browsers' WebRTC signalling is relayed here.
 */
import * as v from 'valibot'
import { CALL_EVENTS, CallSignalSchema } from '../../../contract/schemas/video-call'
import type { Db } from '../../db/client'
import type { Hub } from '../realtime/index'
import { findCallUser } from './repository'
import { callParticipant } from './service'

export function defineCallChannel(hub: Pick<Hub, 'defineChannel'>, db: Db): void {
  hub.defineChannel('call', {
    authorize: async (userId, hash) => {
      const user = await findCallUser(db, userId)
      const viewer = { userId, modelId: user?.modelId ?? null, isMember: false, isWebstar: false, sessionId: null }
      if (!user || !(await callParticipant({ db }, viewer, hash))) return null
      return { signal: { name: CALL_EVENTS.signal, accepts: (data) => v.is(CallSignalSchema, data) } }
    },
  })
}
