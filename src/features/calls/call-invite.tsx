/** A call's invite in a conversation (the message is the call's link): a button to join it. */
import { Trans } from '@lingui/react/macro'
import { Suspense } from 'react'
import { AppLink } from '../../ui/app-link'
import { VideoIcon } from '../../ui/icons'
import { useFeatureCatalog } from '../language'
import styles from './calls.module.css'
import { CALLS_CATALOG } from './catalog'
import { CALL_INVITE, callHref } from './links'

/** The hash of a call invite's message, or null for any other message. */
export function callInviteHash(body: string): string | null {
  return CALL_INVITE.exec(body)?.[1] ?? null
}

type Props = { hash: string; isMine: boolean; fallback: string }

function CallInviteContent({ hash, isMine }: Props) {
  useFeatureCatalog(CALLS_CATALOG)
  return (
    <AppLink className={styles.invite} href={callHref(hash)}>
      <VideoIcon size={18} />
      {isMine ? <Trans>Video call: open it</Trans> : <Trans>Video call: join it</Trans>}
    </AppLink>
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
