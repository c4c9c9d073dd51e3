/**
 * /videocall-end (000 §2): where a call lands when it ends, on both sides. A short summary of the
 * call (its minutes and tokens, from the room) and the ways back: the conversation, or home.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { VideoCallRoom } from '../../../contract/schemas/video-call'
import { useSession } from '../../api/use-session'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { VideoIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import styles from './calls.module.css'
import { formatCountdown } from './countdown'
import { callRoomQuery } from './queries'

/** How long the call lasted: to its end, or (the screen ends it at 1 s, before the server) its paid time. */
function callSeconds(room: VideoCallRoom): number {
  if (room.started_at === null) return 0
  const paidUntil = room.started_at + (room.mins + room.extra_minutes_bought) * room.minute_ms
  const end = room.ended_at ?? Math.min(room.server_time, paidUntil)
  return Math.max(0, Math.round((end - room.started_at) / 1000))
}

export function CallEndScreen({ hash }: { hash: string | undefined }) {
  const session = useSession()
  const userId = session.user?.id ?? 0
  const room = useQuery({ ...callRoomQuery(userId, hash ?? ''), enabled: Boolean(hash) && userId > 0 })
  const data = room.data
  const tokens = data ? data.log.reduce((sum, entry) => sum + entry.quantity, 0) : 0
  const duration = data ? formatCountdown(callSeconds(data)) : ''
  return (
    <div className={styles.screen}>
      <div className={styles.endCard} data-testid="call-ended">
        <span className={styles.endIcon} aria-hidden="true">
          <VideoIcon size={30} />
        </span>
        <h1 className={styles.endTitle}>
          <Trans>Call ended</Trans>
        </h1>
        {room.isPending && hash && userId > 0 ? (
          <Skeleton height={20} width="60%" />
        ) : data?.started_at === null ? (
          // Called off before anyone joined: no minute was charged.
          <p className={styles.endSummary}>
            <Trans>The call did not start: nothing was charged.</Trans>
          </p>
        ) : data ? (
          <p className={styles.endSummary}>
            {data.is_sender ? (
              <Trans>
                Your call with {data.other.name} lasted {duration}:{' '}
                <Plural value={tokens} one="# token spent" other="# tokens spent" />.
              </Trans>
            ) : (
              <Trans>
                Your call with @{data.other.name} lasted {duration}:{' '}
                <Plural value={tokens} one="# token received" other="# tokens received" />.
              </Trans>
            )}
          </p>
        ) : (
          <p className={styles.endSummary}>
            <Trans>Thank you for calling.</Trans>
          </p>
        )}
        <div className={styles.endActions}>
          {data?.chat_room_id ? (
            <AppLink className={buttonClass()} href={`/room/${data.chat_room_id}`}>
              <Trans>Back to the conversation</Trans>
            </AppLink>
          ) : null}
          <AppLink className={buttonClass({ variant: 'secondary' })} href="/home">
            <Trans>Home</Trans>
          </AppLink>
        </div>
      </div>
    </div>
  )
}
