/**
 * /videocall-end (000 §2): where a call lands when it ends, on both sides. A short summary of the
 * call (its minutes and tokens, from the room) and the ways back: the conversation, or home.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSession } from '../../api/use-session'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { VideoIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import styles from './calls.module.css'
import { callRoomQuery } from './queries'

export function CallEndScreen({ hash }: { hash: string | undefined }) {
  const session = useSession()
  const userId = session.user?.id ?? 0
  const room = useQuery({ ...callRoomQuery(userId, hash ?? ''), enabled: Boolean(hash) && userId > 0 })
  const data = room.data
  const minutes = data ? data.mins + data.extra_minutes_bought : 0
  const tokens = data ? data.log.reduce((sum, entry) => sum + entry.quantity, 0) : 0
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
        ) : data ? (
          <p className={styles.endSummary}>
            {data.is_sender ? (
              <Trans>
                Your call with {data.other.name}: <Plural value={minutes} one="# minute" other="# minutes" />,{' '}
                <Plural value={tokens} one="# token spent" other="# tokens spent" />.
              </Trans>
            ) : (
              <Trans>
                Your call with @{data.other.name}: <Plural value={minutes} one="# minute" other="# minutes" />,{' '}
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
