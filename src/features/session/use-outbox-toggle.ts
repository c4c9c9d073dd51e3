/**
 * The one optimistic on/off switch (like, favourite, follow): a TanStack Query mutation whose
 * onMutate puts the wanted state in every cached copy at once and whose onError puts it back, and
 * whose request goes through the offline outbox (sent at once online, later offline, exactly once;
 * quick taps collapse to their net result). The outbox's answer settles the cache (each feature's
 * sync); a change the server refused, or failed on where that kind rolls back, is put back the same
 * way, and the outbox banner tells the user. While a change waits, `on` shows it over what the
 * server last said. A tap made while the session is still being restored (a page just opened)
 * waits for it: a member's toggles, a guest is asked to log in. A guest's tap can be remembered and
 * done by itself once they are signed in.
 */

import type { QueryClient } from '@tanstack/react-query'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { ToggleKind } from '../../../contract/outbox/action'
import { getSession } from '../../api/session'
import { isSignedIn } from '../../api/session-manager'
import { useSession } from '../../api/use-session'
import { onOutboxEvent, pendingToggle, queueToggle, useOutbox } from '../../offline/outbox'
import { rememberIntent, takeIntent } from './after-login'

type Toggle = {
  kind: ToggleKind
  /** What the change is about (`post:7`): one change per target waits in the outbox. */
  target: string
  /** The state as the server last said. */
  baseline: boolean
  /** The request that sets the state `on`. */
  requestFor: (on: boolean) => { method: 'POST' | 'DELETE'; path: string; body: unknown }
  /** Puts the state `on` in every cached copy of the item. */
  patch: (queryClient: QueryClient, on: boolean) => void
  /** Given when a guest's tap is remembered for after the login: the action's name. */
  intent?: string
}

export function useOutboxToggle({ kind, target, baseline, requestFor, patch, intent }: Toggle) {
  const queryClient = useQueryClient()
  const session = useSession()
  const userId = session.user?.id ?? null
  const pending = pendingToggle(useOutbox(userId), target)
  const on = pending ?? baseline
  const mutation = useMutation({
    mutationFn: ({ user, desired }: { user: number; desired: boolean }) =>
      queueToggle({ userId: user, kind, target, ...requestFor(desired), desired, baseline }),
    onMutate: ({ desired }) => patch(queryClient, desired),
    onError: (_error, { desired }) => patch(queryClient, !desired),
  })

  // The outbox answers later than the mutation (which ends once the change is queued): a change it
  // reports as not applied goes back in every cached copy, count and all.
  const patchNow = useRef(patch)
  patchNow.current = patch
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'outbox:failed' && event.target === target && event.desired !== undefined) {
          patchNow.current(queryClient, !event.desired)
        }
      }),
    [queryClient, target],
  )

  const set = (desired: boolean) => {
    // Read now, not from the render: a tap made while the session was being restored runs after it.
    const user = getSession().user?.id
    if (user !== undefined) mutation.mutate({ user, desired })
  }

  // Back from logging in: do what the guest asked for (on stays on if it already was).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per signed-in user and target
  useEffect(() => {
    if (intent && userId !== null && takeIntent(target) === intent && !baseline) set(true)
  }, [userId, target])

  return {
    /** The state as shown: with a change still waiting to be sent. */
    on,
    isPending: pending !== undefined,
    set,
    /** A tap on the control: the opposite of what it showed, once a member is known to be signed in. */
    press: (askLogin: () => void) => {
      const wanted = !on
      void isSignedIn().then((signedIn) => (signedIn ? set(wanted) : askLogin()))
    },
    rememberForLogin: () => {
      if (intent) rememberIntent(intent, target)
    },
  }
}
