/**
 * QueryClientProvider that restores the persisted cache before rendering its children (so route
 * loaders and screens see yesterday's feed when offline) and then keeps the copy up to date.
 * The ~40 lines of @tanstack/react-query-persist-client, without another dependency.
 */
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core'
import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'

type Props = {
  client: QueryClient
  options: Omit<PersistQueryClientOptions, 'queryClient'>
  children: ReactNode
}

export function PersistQueryProvider({ client, options, children }: Props) {
  const [isRestoring, setIsRestoring] = useState(true)
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
        setIsRestoring(false)
      })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [client, options])

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{isRestoring ? null : children}</IsRestoringProvider>
    </QueryClientProvider>
  )
}
