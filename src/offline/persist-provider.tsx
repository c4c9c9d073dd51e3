/**
 * QueryClientProvider that restores the persisted cache and then keeps the copy up to date. With
 * `restoreFirst` its children render only after the restore (so route loaders and screens see
 * yesterday's feed when offline); without it they render at once, for a page whose data came with it
 * from the server, and the restore adds what is missing behind them (TanStack's hydrate never puts
 * an older copy over newer data). The ~40 lines of @tanstack/react-query-persist-client, without
 * another dependency.
 */
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core'
import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'

type Props = {
  client: QueryClient
  options: Omit<PersistQueryClientOptions, 'queryClient'>
  children: ReactNode
  restoreFirst: boolean
  /** What the page shows is a saved copy (not the server's answer of now): read again once restored. */
  readAgainAfterRestore?: boolean
}

export function PersistQueryProvider({ client, options, children, restoreFirst, readAgainAfterRestore }: Props) {
  const [isRestoring, setIsRestoring] = useState(restoreFirst)
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    const all = { ...options, queryClient: client }
    persistQueryClientRestore(all)
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return
        void client.resumePausedMutations()
        unsubscribe = persistQueryClientSubscribe(all)
        // What came with a server's page was put in before anyone listened: saved now, for offline.
        if (!restoreFirst) void persistQueryClientSave(all)
        setIsRestoring(false)
        // Shown at once, refreshed behind it; a server that does not answer is then found out and said.
        if (readAgainAfterRestore) void client.invalidateQueries()
      })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [client, options, restoreFirst, readAgainAfterRestore])

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{isRestoring ? null : children}</IsRestoringProvider>
    </QueryClientProvider>
  )
}
