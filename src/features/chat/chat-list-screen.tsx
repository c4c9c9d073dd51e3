/**
 * /chats: the conversation list of our own chat host ("my chat"). On wide screens
 * the right side invites to pick a conversation.
 */
import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'
import { ChatIcon } from '../../ui/icons'
import { StateMessage } from '../../ui/states'
import styles from './chat.module.css'
import { ConversationList } from './conversation-list'
import { useFillViewport } from './use-fill-viewport'

export function ChatListScreen() {
  const layout = useRef<HTMLDivElement>(null)
  useFillViewport(layout)
  return (
    <div ref={layout} className={styles.layout} data-fills-viewport data-view="list">
      <section className={styles.listPane} aria-labelledby="chats-title">
        <h1 id="chats-title" className={styles.paneTitle}>
          <Trans>Messages</Trans>
        </h1>
        <ConversationList />
      </section>
      <div className={styles.thread} data-placeholder="true">
        <StateMessage
          icon={<ChatIcon />}
          title={<Trans>Your messages</Trans>}
          body={<Trans>Pick a conversation to read it and answer.</Trans>}
        />
      </div>
    </div>
  )
}
