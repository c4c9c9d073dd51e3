/**
 * A conversation on our own chat host (/room/{id}): the other person at the top (typing…,
 * connecting, offline), the messages with their delivery and read ticks, and the composer, or what
 * stands in its way (a chat the creator closed). Opened
 * before, it reads offline from the device; messages written offline wait in the outbox and leave
 * once, in order. On wide screens the conversation list stays on the left.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import type { ChatRoom } from '../../../contract/schemas/conversation'
import { isApiError } from '../../api/errors'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { useOutbox } from '../../offline/outbox'
import { useRealtimeStatus } from '../../offline/realtime'
import { AppLink } from '../../ui/app-link'
import { Avatar } from '../../ui/avatar'
import { buttonClass, IconButton } from '../../ui/button'
import { ChatIcon, ChevronLeftIcon, VideoIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import { ErrorState, OfflineState, StateMessage } from '../../ui/states'
import { VerifiedBadge } from '../../ui/verified-badge'
import { StartCallDialog } from '../calls'
import styles from './chat.module.css'
import { mergeMessages, pendingMessagesOf } from './chat-cache'
import { Composer } from './composer'
import { ConversationList } from './conversation-list'
import { conversationQuery, messagesQuery, useSendChatMessageMutation } from './conversation-queries'
import { MessageList } from './message-list'
import { subscribeHrefFor } from './queries'
import { useFillViewport } from './use-fill-viewport'
import { useReadReceipts, useRoomLive } from './use-room-live'

export function ConversationScreen({ roomId }: { roomId: string }) {
  const { t } = useLingui()
  const layout = useRef<HTMLDivElement>(null)
  useFillViewport(layout)
  return (
    <div ref={layout} className={styles.layout} data-fills-viewport data-view="conversation">
      <nav className={styles.listPane} aria-label={t`Conversations`}>
        <h2 className={styles.paneTitle}>
          <Trans>Messages</Trans>
        </h2>
        <ConversationList activeId={roomId} />
      </nav>
      <Thread key={roomId} roomId={roomId} />
    </div>
  )
}

function Thread({ roomId }: { roomId: string }) {
  const { t } = useLingui()
  const isOnline = useIsOnline()
  const session = useSession()
  const userId = session.user?.id ?? null
  const room = useQuery(conversationQuery(roomId))
  const pages = useInfiniteQuery(messagesQuery(roomId))
  const actions = useOutbox(userId)
  const sendMessage = useSendChatMessageMutation()
  const messages = useMemo(() => mergeMessages(pages.data), [pages.data])
  const pending = useMemo(() => pendingMessagesOf(actions, roomId, messages), [actions, roomId, messages])
  const current = room.data?.data
  const live = useRoomLive(roomId, { lastSeq: pages.data?.pages[0]?.meta.last_seq, isReady: pages.isSuccess })
  useReadReceipts(roomId, current)

  if (room.isPending || (pages.isPending && !pages.isError)) return <ThreadSkeleton />
  if (!current || pages.isError) {
    const error = room.error ?? pages.error
    if (isApiError(error) && error.status === 404) {
      return (
        <section className={styles.thread}>
          <StateMessage
            icon={<ChatIcon />}
            title={<Trans>This conversation is not available</Trans>}
            action={
              <AppLink className={buttonClass({ variant: 'secondary' })} href="/chats">
                <Trans>Back to messages</Trans>
              </AppLink>
            }
          />
        </section>
      )
    }
    return (
      <section className={styles.thread}>
        {isOnline ? (
          <ErrorState
            title={<Trans>The conversation could not be loaded</Trans>}
            retryLabel={t`Retry`}
            onRetry={() => {
              void room.refetch()
              void pages.refetch()
            }}
            isRetrying={room.isFetching || pages.isFetching}
          />
        ) : (
          <OfflineState
            title={<Trans>You are offline</Trans>}
            body={
              <Trans>This conversation has not been saved on this device yet. It opens when you are back online.</Trans>
            }
          />
        )}
      </section>
    )
  }

  return (
    <section className={styles.thread} aria-labelledby="chat-title">
      <ThreadHeader room={current} isTyping={live.isOtherTyping} isOnline={isOnline} />
      <MessageList
        room={current}
        messages={messages}
        pending={pending}
        hasOlder={pages.hasNextPage}
        isLoadingOlder={pages.isFetchingNextPage}
        onLoadOlder={() => void pages.fetchNextPage()}
        footer={
          messages.length === 0 && pending.length === 0 ? (
            <p className={styles.hello}>
              <Trans>This is the start of your conversation with {current.other.name}.</Trans>
            </p>
          ) : null
        }
      />
      <div className={styles.composerBar}>
        {current.case === 'open_chat' && userId !== null ? (
          <Composer
            recipient={current.other.name}
            isOnline={isOnline}
            onTyping={live.notifyTyping}
            onSend={async (body) => {
              await sendMessage.mutateAsync({ userId, roomId, body })
            }}
          />
        ) : (
          <CaseNotice room={current} />
        )}
      </div>
    </section>
  )
}

function ThreadHeader({ room, isTyping, isOnline }: { room: ChatRoom; isTyping: boolean; isOnline: boolean }) {
  const { t } = useLingui()
  const userId = useSession().user?.id ?? null
  const [isCalling, setIsCalling] = useState(false)
  const status = useRealtimeStatus()
  const other = room.other
  const profile = other.model_id !== null && other.username ? `/${other.username}` : null
  const name = (
    <h1 id="chat-title" className={styles.threadName}>
      {other.name}
      {other.verified ? <VerifiedBadge /> : null}
    </h1>
  )
  const mayCall = room.my_side === 'fan' && room.case === 'open_chat' && other.model_id !== null && userId !== null
  return (
    <header className={styles.threadHeader}>
      <AppLink className={styles.back} href="/chats" aria-label={t`Back to messages`}>
        <ChevronLeftIcon size={24} />
      </AppLink>
      <Avatar src={other.picture} name={other.name} size={40} />
      <div className={styles.threadWho}>
        {profile ? (
          <AppLink href={profile} className={styles.threadProfile}>
            {name}
          </AppLink>
        ) : (
          name
        )}
        <p className={isTyping ? styles.typing : styles.threadStatus} aria-live="polite">
          {isTyping ? (
            <Trans>typing…</Trans>
          ) : !isOnline ? (
            <Trans>Offline: showing what is saved on this device</Trans>
          ) : status !== 'live' ? (
            <Trans>Connecting…</Trans>
          ) : other.username ? (
            `@${other.username}`
          ) : null}
        </p>
      </div>
      {mayCall && other.model_id !== null && userId !== null ? (
        <>
          <IconButton label={t`Video call`} className={styles.callButton} onClick={() => setIsCalling(true)}>
            <VideoIcon size={22} />
          </IconButton>
          <StartCallDialog
            userId={userId}
            modelId={other.model_id}
            creatorName={other.name}
            isOpen={isCalling}
            onClose={() => setIsCalling(false)}
          />
        </>
      ) : null}
    </header>
  )
}

/** What stands between the viewer and writing. */
function CaseNotice({ room }: { room: ChatRoom }) {
  const name = room.other.name
  if (room.case === 'modal_subscription') {
    return (
      <div className={styles.notice}>
        <p>
          <Trans>Subscribe to chat with {name}. You can still read your conversation.</Trans>
        </p>
        <AppLink className={buttonClass()} href={subscribeHrefFor(room.subscription_plan_id, room.other.username)}>
          <Trans>Subscribe</Trans>
        </AppLink>
      </div>
    )
  }
  return (
    <div className={styles.notice}>
      <p>
        <Trans>{name} has turned their chat off. You can still read your conversation.</Trans>
      </p>
    </div>
  )
}

function ThreadSkeleton() {
  return (
    <section className={styles.thread} aria-busy="true">
      <div className={styles.threadHeader}>
        <Skeleton circle width={40} height={40} />
        <Skeleton width={140} height={16} />
      </div>
      <div className={styles.scroller} aria-hidden="true">
        {[60, 45, 70, 35, 55].map((width, index) => (
          <div key={width} className={index % 2 ? styles.rowMine : styles.rowTheirs}>
            <Skeleton width={`${width}%`} height={40} className={styles.bubbleSkeleton} />
          </div>
        ))}
      </div>
    </section>
  )
}
