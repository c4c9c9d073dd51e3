/**
 * The header's way into the chat: a chat icon with the unread count, for signed-in
 * users once they have a conversation (chat/home knows where the list is), mirrored on the app
 * icon's badge where the platform has one. The realtime connection and the inbox channel start
 * after the first render, and never for guests; their code travels in the members' `signed-in` file
 * (vite.config.ts: one request after the first screen, none for guests).
 */
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { User } from '../../../contract/schemas/user'
import { useSession } from '../../api/use-session'
import { reportUnreadChats } from '../../offline/app-badge'
import { AppLink } from '../../ui/app-link'
import { ChatIcon } from '../../ui/icons'
import styles from './chat-shortcut.module.css'
import { chatHomeQuery, unreadQuery } from './queries'

export function ChatShortcut({ className }: { className?: string }) {
  const session = useSession()
  if (session.status !== 'user' || !session.user) return null
  return <SignedInShortcut user={session.user} className={className} />
}

function SignedInShortcut({ user, className }: { user: User; className: string | undefined }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const home = useQuery(chatHomeQuery())
  const url = home.data?.url ?? null
  const unread = useQuery({ ...unreadQuery(), enabled: url !== null })
  const total = unread.data?.data.total ?? 0
  const userId = user.id
  const modelId = user.model_id

  useEffect(() => {
    let stop: (() => void) | undefined
    let isCancelled = false
    void import('./inbox-live').then(({ startInbox }) => {
      if (!isCancelled) stop = startInbox(queryClient, { id: userId, model_id: modelId })
    })
    return () => {
      isCancelled = true
      stop?.()
    }
  }, [queryClient, userId, modelId])

  // The app icon's badge counts them too (with the queued actions), until the user signs out.
  useEffect(() => reportUnreadChats(total), [total])
  useEffect(() => () => reportUnreadChats(0), [])

  if (url === null) return null
  const label = total === 0 ? t`Messages` : plural(total, { one: 'Messages: # unread', other: 'Messages: # unread' })
  return (
    <AppLink href={url} className={`${styles.shortcut} ${className ?? ''}`} aria-label={label} title={label}>
      <ChatIcon size={22} />
      {total > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {total > 99 ? '99+' : total}
        </span>
      ) : null}
    </AppLink>
  )
}
