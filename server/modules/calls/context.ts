import type { FastifyBaseLogger } from 'fastify'
import type { IceServer } from '../../../contract/schemas/video-call'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { JobQueue } from '../jobs/index'
import type { BusEvent } from '../realtime/index'

export type CallsContext = {
  db: Db
  clock: Clock
  /** The creator's share of every call movement, as for other spends (CREATOR_SHARE_PERCENT). */
  creatorShareBps: number
  /** A call minute: 60 000 ms (CALL_MINUTE_MS shortens it for test runs only). */
  minuteMs: number
  iceServers: IceServer[]
  jobs: Pick<JobQueue, 'send'>
  realtime: { publish: (event: BusEvent) => Promise<void> }
  /** Posts the invite to the creator in the conversation the call was made from. */
  invite: (input: { senderUserId: number; chatRoomId: string; link: string }) => Promise<void>
  log: FastifyBaseLogger
}
