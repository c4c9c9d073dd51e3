/**
 * /videocall-end: where a call lands when it ends, on both sides. A short summary of the
 * call (how long it lasted, then its booked minutes, extra minutes and tips apart, and the total,
 * from the room's token log) and the ways back: the conversation, or home.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { VideoCallRoom } from '../../../contract/schemas/video-call'
import { useSession } from '../../api/use-session'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { VideoIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import { type CallTotals, callTotals } from './call-totals'
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
          <>
            <p className={styles.endSummary}>
              {data.is_sender ? (
                <Trans>
                  Your call with {data.other.name} lasted {duration}.
                </Trans>
              ) : (
                <Trans>
                  Your call with @{data.other.name} lasted {duration}.
                </Trans>
              )}
            </p>
            <CallTotalsList totals={callTotals(data.log)} isSender={data.is_sender} />
          </>
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

function Tokens({ value }: { value: number }) {
  return <Plural value={value} one="# token" other="# tokens" />
}

/** One line of the call's totals: what it counts, and its tokens. */
function TotalRow({ label, tokens, className }: { label: ReactNode; tokens: number; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className="tabular">
        <Tokens value={tokens} />
      </dd>
    </div>
  )
}

/** The call's tokens by what they paid for: minutes and tips are never one figure. */
function CallTotalsList({ totals, isSender }: { totals: CallTotals; isSender: boolean }) {
  const { t } = useLingui()
  const { minutes, extraMinutes, tips } = totals
  return (
    <section className={styles.endTotals} aria-label={isSender ? t`Tokens spent` : t`Tokens received`}>
      <dl>
        <TotalRow
          label={<Plural value={minutes.count} one="# call minute" other="# call minutes" />}
          tokens={minutes.tokens}
        />
        {extraMinutes.count > 0 ? (
          <TotalRow
            label={<Plural value={extraMinutes.count} one="# extra minute" other="# extra minutes" />}
            tokens={extraMinutes.tokens}
          />
        ) : null}
        {tips.count > 0 ? (
          <TotalRow label={<Plural value={tips.count} one="# tip" other="# tips" />} tokens={tips.tokens} />
        ) : null}
        <TotalRow
          className={styles.endTotal}
          label={isSender ? <Trans>Total spent</Trans> : <Trans>Total received</Trans>}
          tokens={totals.tokens}
        />
      </dl>
    </section>
  )
}
