import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useMemo } from 'react'
import { usePreferences } from '../api/use-preferences'
import { PersistQueryProvider } from '../offline/persist-provider'
import { isPersistedKey } from '../offline/persisted-keys'
import { createIdbPersister, persistedClientKey } from '../offline/persister'
import { PERSIST_MAX_AGE } from '../offline/stale-times'
import type { createAppRouter } from './router'

type Props = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }

/**
 * Providers in dependency order: translations, then the query cache restored from IndexedDB
 * (the router renders only after it, so loaders and screens see the saved data offline).
 */
export function Providers({ queryClient, router }: Props) {
  const { locale } = usePreferences()
  const persistOptions = useMemo(
    () => ({
      persister: createIdbPersister(persistedClientKey(null)),
      maxAge: PERSIST_MAX_AGE,
      buster: __BUILD_ID__,
      dehydrateOptions: {
        shouldDehydrateQuery: (query: { state: { status: string }; queryKey: readonly unknown[] }) =>
          query.state.status === 'success' && isPersistedKey(query.queryKey),
      },
    }),
    [],
  )
  return (
    <I18nProvider i18n={i18n} key={locale}>
      <PersistQueryProvider client={queryClient} options={persistOptions}>
        <RouterProvider router={router} />
      </PersistQueryProvider>
    </I18nProvider>
  )
}
