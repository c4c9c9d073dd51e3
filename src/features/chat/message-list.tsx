/**
 * The conversation's messages, oldest at the top, with a separator for each day and consecutive
 * messages of one side grouped; "Load earlier messages" pages back without moving what is on
 * screen. It stays at the bottom as messages arrive while the reader is there (or just wrote one),
 * and leaves the scroll alone while they read further up.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, useLayoutEffect, useRef } from 'react'
import type { ChatMessage, ChatRoom } from '../../../contract/schemas/conversation'
import { usePreferences } from '../../api/use-preferences'
import { Button } from '../../ui/button'
import styles from './chat.module.css'
import { type PendingMessage, stateOf } from './chat-cache'
import { daysAgo, formatDay, isSameDay } from './chat-time'
import { MessageBubble, PendingBubble } from './message-bubble'

/** Messages of one side this close together share a group (less space, one tail). */
const GROUP_MS = 5 * 60_000
/** Closer to the bottom than this counts as "at the bottom". */
const BOTTOM_SLACK_PX = 120

type Item = { key: string; side: 'mine' | 'theirs'; at: Date; message?: ChatMessage; pending?: PendingMessage }

type Props = {
  room: ChatRoom
  messages: ChatMessage[]
  pending: PendingMessage[]
  hasOlder: boolean
  isLoadingOlder: boolean
  onLoadOlder: () => void
  footer?: React.ReactNode
}

export function MessageList({ room, messages, pending, hasOlder, isLoadingOlder, onLoadOlder, footer }: Props) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const scroller = useRef<HTMLDivElement>(null)
  const isAtBottom = useRef(true)
  const keepFromBottom = useRef<number | null>(null)
  const items: Item[] = [
    ...messages.map((message) => ({
      key: `m${message.id}`,
      side: message.side === room.my_side ? ('mine' as const) : ('theirs' as const),
      at: new Date(message.created_at),
      message,
    })),
    ...pending.map((message) => ({
      key: `p${message.key}`,
      side: 'mine' as const,
      at: new Date(message.createdAt),
      pending: message,
    })),
  ]
  const lastKey = items.at(-1)?.key
  const lastIsMine = items.at(-1)?.side === 'mine'

  // After older messages load, the ones on screen stay where they were.
  useLayoutEffect(() => {
    const node = scroller.current
    if (!node || keepFromBottom.current === null || isLoadingOlder) return
    node.scrollTop = node.scrollHeight - keepFromBottom.current
    keepFromBottom.current = null
  }, [isLoadingOlder])

  // New at the bottom: follow it when the reader is there, or when it is their own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest item changes.
  useLayoutEffect(() => {
    const node = scroller.current
    if (node && (isAtBottom.current || lastIsMine)) node.scrollTop = node.scrollHeight
  }, [lastKey])

  function loadOlder() {
    const node = scroller.current
    if (node) keepFromBottom.current = node.scrollHeight - node.scrollTop
    onLoadOlder()
  }

  const now = new Date()
  return (
    <div
      ref={scroller}
      className={styles.scroller}
      onScroll={(event) => {
        const node = event.currentTarget
        isAtBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < BOTTOM_SLACK_PX
      }}
    >
      {hasOlder ? (
        <div className={styles.older}>
          <Button variant="ghost" size="small" onClick={loadOlder} isLoading={isLoadingOlder}>
            <Trans>Load earlier messages</Trans>
          </Button>
        </div>
      ) : null}
      <div className={styles.log} role="log" aria-live="polite" aria-label={t`Messages with ${room.other.name}`}>
        {items.map((item, index) => {
          const previous = items[index - 1]
          const isNewDay = !previous || !isSameDay(previous.at, item.at)
          const isGrouped =
            !isNewDay && previous?.side === item.side && item.at.getTime() - previous.at.getTime() < GROUP_MS
          return (
            <Fragment key={item.key}>
              {isNewDay ? <DaySeparator date={item.at} now={now} locale={locale} /> : null}
              {item.message ? (
                <MessageBubble
                  body={item.message.body}
                  isMine={item.side === 'mine'}
                  createdAt={item.message.created_at}
                  isGrouped={isGrouped}
                  state={item.side === 'mine' ? stateOf(item.message, room) : null}
                />
              ) : item.pending ? (
                <PendingBubble message={item.pending} isGrouped={isGrouped} />
              ) : null}
            </Fragment>
          )
        })}
      </div>
      {footer}
    </div>
  )
}

function DaySeparator({ date, now, locale }: { date: Date; now: Date; locale: string }) {
  const days = daysAgo(date, now)
  return (
    <p className={styles.day}>
      <span>
        {days === 0 ? <Trans>Today</Trans> : days === 1 ? <Trans>Yesterday</Trans> : formatDay(date, locale, now)}
      </span>
    </p>
  )
}
