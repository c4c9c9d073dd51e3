/**
 * The viewer's conversations, the latest activity first: the other
 * person's picture and name, the last message ("You: …" for one's own, the queued one while it
 * waits), its time and the unread count. The list page on phones, the left pane on wide screens.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ChatRoom } from '../../../contract/schemas/conversation'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { useOutbox } from '../../offline/outbox'
import { AppLink } from '../../ui/app-link'
import { Avatar } from '../../ui/avatar'
import { buttonClass } from '../../ui/button'
import { ClockIcon } from '../../ui/icons'
import { ListMore, ListStatus } from '../../ui/list-status'
import { Skeleton } from '../../ui/skeleton'
import { VerifiedBadge } from '../../ui/verified-badge'
import { callInviteHash } from '../calls'
import styles from './chat.module.css'
import { pendingMessagesOf, roomsWithPending } from './chat-cache'
import { formatListTime } from './chat-time'
import { conversationsQuery } from './conversation-queries'

export function ConversationList({ activeId }: { activeId?: string }) {
  const { t } = useLingui()
  const isOnline = useIsOnline()
  const session = useSession()
  const actions = useOutbox(session.user?.id ?? null)
  const list = useInfiniteQuery(conversationsQuery())
  const rooms = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data])
  const waiting = useMemo(() => roomsWithPending(actions), [actions])

  return (
    <ListStatus
      isPending={list.isPending}
      isError={list.isError && rooms.length === 0}
      isEmpty={rooms.length === 0}
      isOnline={isOnline}
      isRetrying={list.isFetching}
      onRetry={() => void list.refetch()}
      skeleton={<ListSkeleton />}
      emptyTitle={<Trans>No conversations yet</Trans>}
      emptyBody={<Trans>Open a creator's profile and tap Chat to start one.</Trans>}
      emptyAction={
        <AppLink className={buttonClass({ variant: 'secondary' })} href="/webstars/">
          <Trans>Find creators</Trans>
        </AppLink>
      }
    >
      <ul className={styles.rooms} aria-label={t`Conversations`}>
        {rooms.map((room) => (
          <li key={room.id}>
            <ConversationRow
              room={room}
              isActive={room.id === activeId}
              pendingBody={waiting.has(room.id) ? pendingMessagesOf(actions, room.id, []).at(-1)?.body : undefined}
            />
          </li>
        ))}
      </ul>
      <ListMore mode="scroll" list={list} isOnline={isOnline} />
    </ListStatus>
  )
}

function ConversationRow({
  room,
  isActive,
  pendingBody,
}: {
  room: ChatRoom
  isActive: boolean
  pendingBody: string | undefined
}) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const last = room.last_message
  // A call's invite is its link: the list says what it is instead.
  const lastText = last && callInviteHash(last.body) ? t`Video call` : last?.body
  const name = room.other.name
  const when = last?.created_at ?? room.last_activity_at
  const unread = room.unread
  return (
    <AppLink
      href={`/room/${room.id}`}
      className={styles.room}
      aria-current={isActive ? 'page' : undefined}
      data-unread={unread > 0 || undefined}
    >
      <Avatar src={room.other.picture} name={name} size={52} />
      <span className={styles.roomText}>
        <span className={styles.roomTop}>
          <span className={styles.roomName}>
            {name}
            {room.other.verified ? <VerifiedBadge size={14} /> : null}
          </span>
          <time className={styles.roomTime} dateTime={when}>
            {formatListTime(new Date(when), locale)}
          </time>
        </span>
        <span className={styles.roomBottom}>
          <span className={styles.preview}>
            {pendingBody !== undefined ? (
              <>
                <ClockIcon size={14} className={styles.previewIcon} />
                <Trans>You: {pendingBody}</Trans>
              </>
            ) : last === null ? (
              <Trans>Say hello 👋</Trans>
            ) : last.side === room.my_side ? (
              <Trans>You: {lastText}</Trans>
            ) : (
              lastText
            )}
          </span>
          {unread > 0 ? (
            <span className={styles.unread}>
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="visually-hidden">
                <Plural value={unread} one="# unread message" other="# unread messages" />
              </span>
            </span>
          ) : null}
        </span>
      </span>
    </AppLink>
  )
}

function ListSkeleton() {
  return (
    <ul className={styles.rooms} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <li key={index} className={styles.roomSkeleton}>
          <Skeleton circle width={52} height={52} />
          <span className={styles.roomText}>
            <Skeleton width="45%" height={14} />
            <Skeleton width="75%" height={12} />
          </span>
        </li>
      ))}
    </ul>
  )
}
