/**
 * /room: the hand-off to the chat host. It trades the room id
 * (`rid`) for the host's address and a short-lived token, then goes to the room's path there with
 * the token and `mid`. Our own chat host is this app (the default): the same path then opens the
 * conversation screen in place, without reloading the page. When the token cannot be had (someone
 * else's room, offline) it says so and goes home.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { isApiError } from '../../api/errors'
import { ChatIcon } from '../../ui/icons'
import { StateMessage } from '../../ui/states'
import { showToast } from '../../ui/toast'
import { useRoomTokenMutation } from './conversation-queries'

/** Where the chat host shows a room: its path for the room, with the token and the message to open. */
export function chatRoomUrl(base: string, roomId: string, token: string, messageId: string | undefined): string {
  const url = new URL(`${base}/room/${encodeURIComponent(roomId)}`)
  url.searchParams.set('token', token)
  if (messageId) url.searchParams.set('mid', messageId)
  return url.toString()
}

/** Whether the chat host is this app (same origin): the conversation opens without leaving it. */
export function isThisApp(base: string): boolean {
  try {
    return new URL(base, location.href).origin === location.origin
  } catch {
    return false
  }
}

export function RoomScreen({ roomId, messageId }: { roomId: string; messageId: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { mutateAsync: takeRoomToken } = useRoomTokenMutation()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    takeRoomToken(roomId)
      .then(({ chat_base_url, token }) => {
        const room = new URL(chatRoomUrl(chat_base_url, roomId, token, messageId))
        if (isThisApp(chat_base_url)) void navigate({ href: room.pathname + room.search, replace: true })
        else window.location.assign(room.toString())
      })
      .catch((error: unknown) => {
        showToast(
          isApiError(error) && error.isNetwork
            ? t`You are offline. The chat opens when you are back online.`
            : t`The chat could not be opened. Try again later.`,
        )
        void navigate({ to: '/home', replace: true })
      })
  }, [roomId, messageId, navigate, t, takeRoomToken])
  return <StateMessage icon={<ChatIcon />} title={<Trans>Opening the chat…</Trans>} />
}
