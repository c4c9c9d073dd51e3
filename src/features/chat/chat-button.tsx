/**
 * The creator's chat button. Hidden for hidden-menu
 * creators, creators without chat, on the creator's own profile and posts, and once the server has
 * answered `hide_chat`; otherwise a click asks
 * the server (POST chat/model) and acts
 * on the case: `open_chat` goes to the room, `modal_login` asks to log in, `modal_subscription`
 * offers the first plan. Guests are not asked about: their case is always the login prompt.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { FLAGS } from '../../../contract/limits'
import type { ChatModel } from '../../../contract/schemas/chat'
import { isApiError } from '../../api/errors'
import { getSession } from '../../api/session'
import { isSignedIn } from '../../api/session-manager'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass, IconButton } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { ChatIcon } from '../../ui/icons'
import { showToast } from '../../ui/toast'
import styles from './chat-button.module.css'
import { chatModelQuery, conversationKeys, subscribeHref } from './queries'

export type ChatCreator = {
  id: number
  name: string
  username: string | null
  chat_enabled: boolean
  hidden_menu: boolean
}

type Props = {
  creator: ChatCreator
  /** `icon`: a round icon button (post header); `button`: an outlined button with its label (profile). */
  variant?: 'icon' | 'button'
}

/** Whether the creator offers a chat at all (before asking the server about this viewer). */
export function canShowChat(creator: ChatCreator): boolean {
  return FLAGS.chat && creator.chat_enabled && !creator.hidden_menu
}

export function ChatButton({ creator, variant = 'icon' }: Props) {
  const { t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const isOnline = useIsOnline()
  const isAvailable = canShowChat(creator)
  // Asked on the first click, not on mount: for a member the answer opens a chat room, and a feed
  // scrolled past must not open one per creator. The answer is kept for later clicks.
  const chat = useQuery({ ...chatModelQuery(creator.id), enabled: false })
  const [prompt, setPrompt] = useState<'login' | 'subscription' | null>(null)
  const [isOpening, setIsOpening] = useState(false)
  // A creator's own profile and posts: nobody chats with themselves (the server refuses it too).
  const isOwn = useSession().user?.model_id === creator.id

  if (!isAvailable || isOwn || chat.data?.case === 'hide_chat') return null
  const name = creator.name

  function act(info: ChatModel) {
    switch (info.case) {
      case 'open_chat':
        if (!info.url) return
        // A first chat makes "my chat" known.
        void queryClient.invalidateQueries({ queryKey: conversationKeys.home() })
        if (/^https?:\/\//.test(info.url)) window.location.assign(info.url)
        else void router.navigate({ href: info.url })
        return
      case 'modal_login':
        setPrompt('login')
        return
      case 'modal_subscription':
        setPrompt('subscription')
        return
      case 'hide_chat':
        return
    }
  }

  async function open() {
    // The page can show before the session is known: the tap then waits (busy) for it.
    const isKnown = getSession().status !== 'unknown'
    if (!isKnown) setIsOpening(true)
    const signedIn = await isSignedIn()
    if (!isKnown) setIsOpening(false)
    if (!signedIn) {
      setPrompt('login')
      return
    }
    if (chat.data) {
      act(chat.data)
      return
    }
    setIsOpening(true)
    try {
      act(await queryClient.fetchQuery(chatModelQuery(creator.id)))
    } catch (error) {
      const isOffline = !isOnline || (isApiError(error) && error.isNetwork)
      showToast(
        isOffline
          ? t`You are offline. The chat needs a connection.`
          : t`The chat could not be opened. Please try again.`,
      )
    } finally {
      setIsOpening(false)
    }
  }

  const label = t`Chat with ${name}`
  return (
    <>
      {variant === 'icon' ? (
        <IconButton label={label} onClick={() => void open()} aria-busy={isOpening || undefined}>
          <ChatIcon size={22} />
        </IconButton>
      ) : (
        <Button
          variant="secondary"
          className={styles.button}
          icon={<ChatIcon size={18} />}
          isLoading={isOpening}
          aria-label={label}
          onClick={() => void open()}
        >
          <Trans>Chat</Trans>
        </Button>
      )}
      <Dialog
        isOpen={prompt === 'login'}
        onClose={() => setPrompt(null)}
        closeLabel={t`Close`}
        title={<Trans>Log in to chat with {name}</Trans>}
        actions={
          <>
            <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => setPrompt(null)}>
              <Trans>Back</Trans>
            </button>
            <AppLink className={buttonClass()} href={`/login?redirect=${encodeURIComponent(currentPath())}`}>
              <Trans>Log in</Trans>
            </AppLink>
          </>
        }
      >
        <Trans>Chatting with creators needs an account. It only takes a minute.</Trans>
      </Dialog>
      <Dialog
        isOpen={prompt === 'subscription'}
        onClose={() => setPrompt(null)}
        closeLabel={t`Close`}
        title={<Trans>Subscribe to chat with {name}</Trans>}
        actions={
          <>
            <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => setPrompt(null)}>
              <Trans>Not now</Trans>
            </button>
            <AppLink
              className={buttonClass()}
              href={subscribeHref(chat.data ?? { subscription_plans: { data: [] } }, creator.username)}
            >
              <Trans>Subscribe</Trans>
            </AppLink>
          </>
        }
      >
        <Trans>Private chat is for subscribers. Subscribe to send {name} messages and get answers.</Trans>
      </Dialog>
    </>
  )
}

function currentPath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname + location.search
}
