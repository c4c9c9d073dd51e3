/**
 * One message: the viewer's own on the right in the accent colour with its ticks (sent, delivered,
 * read), the other side's on the left. Plain text, never HTML. A queued message shows a clock
 * ("Waiting to be sent"), or "Not sent" with Retry and Discard when the server refused it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { usePreferences } from '../../api/use-preferences'
import { discardAction, retryAction } from '../../offline/outbox'
import { CheckIcon, ClockIcon, DoubleCheckIcon } from '../../ui/icons'
import { CallInvite, callInviteHash } from '../calls'
import styles from './chat.module.css'
import type { MessageState, PendingMessage } from './chat-cache'
import { formatClock } from './chat-time'

type Props = { body: string; isMine: boolean; createdAt: string; isGrouped: boolean; children?: ReactNode }

function Bubble({ body, isMine, createdAt, isGrouped, children }: Props) {
  const { locale } = usePreferences()
  // A video call's invite is its link: shown as a way to join.
  const inviteHash = callInviteHash(body)
  return (
    <div className={isMine ? styles.rowMine : styles.rowTheirs} data-grouped={isGrouped || undefined}>
      <div className={isMine ? styles.bubbleMine : styles.bubbleTheirs}>
        {inviteHash ? (
          <CallInvite hash={inviteHash} isMine={isMine} fallback={body} />
        ) : (
          <p className={styles.body}>{body}</p>
        )}
        <span className={styles.meta}>
          <time dateTime={createdAt}>{formatClock(new Date(createdAt), locale)}</time>
          {children}
        </span>
      </div>
    </div>
  )
}

export function MessageBubble({
  body,
  isMine,
  createdAt,
  isGrouped,
  state,
}: Omit<Props, 'children'> & { state: MessageState | null }) {
  return (
    <Bubble body={body} isMine={isMine} createdAt={createdAt} isGrouped={isGrouped}>
      {state ? <Ticks state={state} /> : null}
    </Bubble>
  )
}

function Ticks({ state }: { state: MessageState }) {
  const { t } = useLingui()
  const label = state === 'read' ? t`Read` : state === 'delivered' ? t`Delivered` : t`Sent`
  return (
    <span className={state === 'read' ? styles.ticksRead : styles.ticks} role="img" aria-label={label} title={label}>
      {state === 'sent' ? <CheckIcon size={14} /> : <DoubleCheckIcon size={16} />}
    </span>
  )
}

export function PendingBubble({ message, isGrouped }: { message: PendingMessage; isGrouped: boolean }) {
  const { t } = useLingui()
  const isFailed = message.action.status === 'failed'
  const createdAt = new Date(message.createdAt).toISOString()
  return (
    <>
      <Bubble body={message.body} isMine createdAt={createdAt} isGrouped={isGrouped}>
        {isFailed ? null : (
          <span className={styles.ticks} role="img" aria-label={t`Waiting to be sent`} title={t`Waiting to be sent`}>
            <ClockIcon size={14} />
          </span>
        )}
      </Bubble>
      {isFailed ? (
        <div className={styles.failed} role="alert">
          <span>
            {message.action.failure?.code === 'chat_subscription_required' ? (
              <Trans>Not sent: chat needs a subscription.</Trans>
            ) : message.action.failure?.code === 'chat_closed' ? (
              <Trans>Not sent: the chat is closed.</Trans>
            ) : (
              <Trans>Not sent.</Trans>
            )}
          </span>
          <button type="button" className={styles.linkButton} onClick={() => void retryAction(message.action)}>
            <Trans>Retry</Trans>
          </button>
          <button type="button" className={styles.linkButton} onClick={() => void discardAction(message.key)}>
            <Trans>Discard</Trans>
          </button>
        </div>
      ) : null}
    </>
  )
}
