import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { PushPreferences } from '../../../contract/schemas/push'
import { useSession } from '../../api/use-session'
import { ensurePushSubscription, PushPermissionDenied, type PushSupport, pushSupport } from '../../offline/push-device'
import { pushKeys, pushPreferencesQuery, useSavePushPreferencesMutation } from './queries'

/**
 * The new-post notification settings: on (this device subscribed, the server told), off, and the
 * discreet mode. Switches move at once and go back, with a message, when something refuses.
 */
export function usePushPreferences() {
  const { t } = useLingui()
  const session = useSession()
  const userId = session.user?.id ?? 0
  const queryClient = useQueryClient()
  const preferences = useQuery({ ...pushPreferencesQuery(userId), enabled: userId > 0 })
  const [support, setSupport] = useState<PushSupport>(() => pushSupport())
  const [problem, setProblem] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  const { mutateAsync: savePushPreferences } = useSavePushPreferencesMutation()

  const write = (data: PushPreferences['data']) => queryClient.setQueryData(pushKeys.preferences(userId), data)

  /** Must run from a click: turning on may ask for the notification permission. */
  async function save(next: { new_posts: boolean; hide_creator: boolean }) {
    const before = preferences.data
    if (before) write({ ...before, ...next })
    setProblem(null)
    setIsSaving(true)
    try {
      if (next.new_posts) await ensurePushSubscription(next.hide_creator)
      write(await savePushPreferences(next))
    } catch (error) {
      if (before) write(before)
      const now = pushSupport()
      setSupport(now)
      // A refusal makes the support notice say "blocked"; saying it a second time adds nothing.
      setProblem(
        now === 'denied'
          ? null
          : error instanceof PushPermissionDenied
            ? t`Notifications are blocked for Velvet. Allow them in your browser's site settings, then try again.`
            : t`Notifications could not be turned on on this device. Please try again.`,
      )
    } finally {
      setIsSaving(false)
    }
  }

  return { preferences, support, problem, isSaving, save }
}
