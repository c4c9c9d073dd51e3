/**
 * A call's invite in a conversation (the message is the call's link): a card saying what was
 * booked (its minutes and what they cost, read from the call) and a way to join it.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import type { VideoCallRoom } from '../../../contract/schemas/video-call'
import { useSession } from '../../api/use-session'
import { AppLink } from '../../ui/app-link'
import { VideoIcon } from '../../ui/icons'
import { useFeatureCatalog } from '../language'
import styles from './calls.module.css'
import { CALLS_CATALOG } from './catalog'
import { CALL_INVITE, callHref } from './links'
import { callRoomQuery } from './queries'

/** The hash of a call invite's message, or null for any other message. */
export function callInviteHash(body: string): string | null {
  return CALL_INVITE.exec(body)?.[1] ?? null
}

type Props = { hash: string; isMine: boolean; fallback: string }

function CallInviteContent({ hash, isMine }: Props) {
  useFeatureCatalog(CALLS_CATALOG)
  const userId = useSession().user?.id ?? 0
  const call = useQuery({ ...callRoomQuery(userId, hash), enabled: userId > 0 }).data
  return (
    <AppLink className={styles.invite} href={callHref(hash)}>
      <span className={styles.inviteTitle}>
        <VideoIcon size={18} />
        <Trans>Video call</Trans>
      </span>
      {call ? <CallTerms call={call} /> : null}
      <span className={styles.inviteAction}>
        {call?.ended_at ? <Trans>Ended</Trans> : isMine ? <Trans>Open the call</Trans> : <Trans>Join the call</Trans>}
      </span>
    </AppLink>
  )
}

/** "10 minutes · 50 tokens", or the price a minute of a call that lasts while the tokens do. */
function CallTerms({ call }: { call: VideoCallRoom }) {
  const perMinute = call.tokens_per_minute
  if (call.is_unlimited) {
    return (
      <span className={`${styles.inviteTerms} tabular`}>
        <Plural value={perMinute} one="# token a minute, while they last" other="# tokens a minute, while they last" />
      </span>
    )
  }
  const price = call.mins * perMinute
  return (
    <span className={`${styles.inviteTerms} tabular`}>
      <Plural value={call.mins} one="# minute" other="# minutes" /> ·{' '}
      <Plural value={price} one="# token" other="# tokens" />
    </span>
  )
}

/** The invite once its words are loaded; the plain link until then. */
export function CallInvite(props: Props) {
  return (
    <Suspense fallback={<p>{props.fallback}</p>}>
      <CallInviteContent {...props} />
    </Suspense>
  )
}
