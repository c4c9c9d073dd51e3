import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { readSessionHint } from '../api/session'
import { usePreferences } from '../api/use-preferences'
import { useSession } from '../api/use-session'
import { PersistQueryProvider } from '../offline/persist-provider'
import { isPersistedKey } from '../offline/persisted-keys'
import { createIdbPersister, persistedClientKey } from '../offline/persister'
import { createQueryClient } from '../offline/query-client'
import { PERSIST_MAX_AGE } from '../offline/stale-times'
import type { createAppRouter } from './router'

type Props = { router: ReturnType<typeof createAppRouter> }

/** Whose cached data this is: the signed-in user, the one we are restoring, or the guest. */
function useCacheOwner(): number | null {
  const session = useSession()
  if (session.status === 'unknown') return readSessionHint()?.user.id ?? null
  return session.user?.id ?? null
}

/** A new query client whenever the cache owner changes (React's "adjust state during render"). */
function useQueryClientFor(owner: number | null): QueryClient {
  const [current, setCurrent] = useState(() => ({ owner, client: createQueryClient() }))
  if (current.owner === owner) return current.client
  const next = { owner, client: createQueryClient() }
  setCurrent(next)
  return next.client
}

/**
 * Providers in dependency order: translations, then one query cache per user restored from
 * IndexedDB (bluesky's pattern: no cached data ever crosses accounts), then the router, which
 * renders only after the restore so loaders and screens see the saved data offline.
 */
export function Providers({ router }: Props) {
  const { locale } = usePreferences()
  const owner = useCacheOwner()
  const queryClient = useQueryClientFor(owner)
  // A user's data leaves memory with them.
  useEffect(() => () => queryClient.clear(), [queryClient])
  const persistOptions = useMemo(
    () => ({
      persister: createIdbPersister(persistedClientKey(owner)),
      maxAge: PERSIST_MAX_AGE,
      buster: __BUILD_ID__,
      dehydrateOptions: {
        shouldDehydrateQuery: (query: { state: { status: string }; queryKey: readonly unknown[] }) =>
          query.state.status === 'success' && isPersistedKey(query.queryKey),
      },
    }),
    [owner],
  )
  return (
    <I18nProvider i18n={i18n} key={locale}>
      <PersistQueryProvider key={owner ?? 'guest'} client={queryClient} options={persistOptions}>
        <RouterProvider router={router} context={{ queryClient }} />
      </PersistQueryProvider>
    </I18nProvider>
  )
}
