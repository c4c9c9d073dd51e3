/**
 * QueryClientProvider that restores the persisted cache and then keeps the copy up to date. With
 * `restoreFirst` its children render only after the restore (so route loaders and screens see
 * yesterday's feed when offline); without it they render at once, for a page whose data came with it
 * from the server, and the restore adds what is missing behind them (TanStack's hydrate never puts
 * an older copy over newer data; `keepPageAnswers` keeps the page's own answers whatever their age).
 * The ~40 lines of @tanstack/react-query-persist-client, without another dependency.
 */
import {
  type Persister,
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
  /**
   * The page's own answers stay as they are: the restore adds only what the page did not bring. A
   * server page may be a guest's copy kept a while, older than a member's saved answers; were those
   * put in while part of the page still waits to hydrate (a screen waiting for its words), that part
   * would render other content than its HTML. The member's answers are read again after hydration.
   */
  keepPageAnswers?: boolean
  /**
   * The restore waits for this: a page being hydrated takes the saved copy once every part of it is
   * hydrated (a part still waiting would render the saved answers over its HTML).
   */
  restoreAfter?: () => Promise<void>
}

/** The saved copy without the answers the client already holds. */
export function withoutAnswersHeld(persister: Persister, client: QueryClient): Persister {
  return {
    ...persister,
    restoreClient: async () => {
      const saved = await persister.restoreClient()
      if (!saved) return saved
      const held = new Set(
        client
          .getQueryCache()
          .getAll()
          .map((query) => query.queryHash),
      )
      const queries = saved.clientState.queries.filter((query) => !held.has(query.queryHash))
      return { ...saved, clientState: { ...saved.clientState, queries } }
    },
  }
}

export function PersistQueryProvider({
  client,
  options,
  children,
  restoreFirst,
  readAgainAfterRestore,
  keepPageAnswers,
  restoreAfter,
}: Props) {
  const [isRestoring, setIsRestoring] = useState(restoreFirst)
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    const all = { ...options, queryClient: client }
    const restoring = keepPageAnswers ? { ...all, persister: withoutAnswersHeld(options.persister, client) } : all
    const whenReady = restoreAfter ? restoreAfter() : Promise.resolve()
    whenReady
      .then(() => (cancelled ? undefined : persistQueryClientRestore(restoring)))
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
  }, [client, options, restoreFirst, readAgainAfterRestore, keepPageAnswers, restoreAfter])

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{isRestoring ? null : children}</IsRestoringProvider>
    </QueryClientProvider>
  )
}
