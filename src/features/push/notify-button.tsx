import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '../../../contract/api'
import type { Creator } from '../../../contract/schemas/creator'
import { request } from '../../api/client'
import { isSignedIn } from '../../api/session-manager'
import { ensurePushSubscription, PushPermissionDenied, pushSupport } from '../../offline/push-device'
import { BellIcon } from '../../ui/icons'
import { showToast } from '../../ui/toast'
import { useBrowserValue } from '../../ui/use-browser-value'
import { updateCachedCreator } from '../creators'
import { LoginRequiredDialog } from '../session'
import styles from './notify-button.module.css'

type Props = { creator: Pick<Creator, 'id' | 'name' | 'following' | 'notify'> }

/**
 * "Notify me" on a creator's profile: a notification on this device for each of their new posts.
 * Turning it on follows the creator too. Permission is asked from the tap itself; this needs the
 * network (a push subscription cannot be made offline), so it is not queued.
 */
export function NotifyButton({ creator }: Props) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [isWaitingForSession, setIsWaitingForSession] = useState(false)
  const [isLoginOpen, setIsLoginOpen] = useState(false)
  const name = creator.name
  const support = useBrowserValue(pushSupport, 'unsupported')
  // Needs the network (a push subscription cannot be made offline): sent at once, never queued.
  const mutation = useMutation({
    mutationFn: async (notify: boolean) => {
      if (notify) await ensurePushSubscription()
      const response = await request(api.follow, {
        body: { model_id: creator.id, notify },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      })
      return response.data
    },
    onSuccess: (data, notify) => {
      updateCachedCreator(queryClient, creator.id, (cached) => ({
        ...cached,
        following: data.following,
        notify: data.notify,
      }))
      showToast(notify ? t`You will be notified when ${name} posts.` : t`Notifications for ${name} are off.`)
    },
    onError: (error) =>
      showToast(
        error instanceof PushPermissionDenied || pushSupport() === 'denied'
          ? t`Notifications are blocked for Velvet. Allow them in your browser's site settings, then try again.`
          : support === 'needs-install'
            ? t`On iPhone and iPad, add Velvet to your Home Screen (Share, then Add to Home Screen) to get notifications.`
            : t`Notifications could not be turned on on this device. Please try again.`,
      ),
  })
  if (support === 'unsupported') return null
  const isBusy = isWaitingForSession || mutation.isPending

  async function toggle() {
    setIsWaitingForSession(true)
    // Waits for the session when the page showed before it was known (never a member taken for a guest).
    const signedIn = await isSignedIn()
    setIsWaitingForSession(false)
    if (!signedIn) {
      setIsLoginOpen(true)
      return
    }
    mutation.mutate(!creator.notify)
  }

  const label = creator.notify ? t`Stop notifications for ${name}` : t`Notify me when ${name} posts`
  return (
    <>
      <button
        type="button"
        className={styles.notify}
        aria-pressed={creator.notify === true}
        aria-label={label}
        title={label}
        aria-busy={isBusy || undefined}
        disabled={isBusy}
        onClick={() => void toggle()}
      >
        <BellIcon size={20} filled={creator.notify === true} />
      </button>
      <LoginRequiredDialog isOpen={isLoginOpen} onClose={() => setIsLoginOpen(false)} />
    </>
  )
}
