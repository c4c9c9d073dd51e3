import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { readSessionHint } from '../api/session'
import { usePreferences } from '../api/use-preferences'
import { useSession } from '../api/use-session'
import { PersistQueryProvider } from '../offline/persist-provider'
import { isPersistedKey } from '../offline/persisted-keys'
import { createIdbPersister, persistedClientKey } from '../offline/persister'
import { createQueryClient } from '../offline/query-client'
import { PERSIST_MAX_AGE } from '../offline/stale-times'
import type { RouterContext } from '../routes/root'

/** Whose cached data this is: the signed-in user, the one we are restoring, or the guest. */
function useCacheOwner(): number | null {
  const session = useSession()
  if (session.status === 'unknown') return readSessionHint()?.user.id ?? null
  return session.user?.id ?? null
}

type Owned = { owner: number | null; client: QueryClient; isFirst: boolean }

/**
 * One query client per cache owner (bluesky's pattern: no cached data ever crosses accounts). The
 * first is the page's own: it holds what the server rendered the page with, and is there before the
 * first render. A new one whenever the owner changes (React's "adjust state during render").
 */
function useQueryClientFor(owner: number | null, first: QueryClient): Owned {
  const [current, setCurrent] = useState<Owned>(() => ({ owner, client: first, isFirst: true }))
  if (current.owner === owner) return current
  const next = { owner, client: createQueryClient(), isFirst: false }
  setCurrent(next)
  return next
}

type Options = {
  /** The query client the page starts with (the server's queries are hydrated into it). */
  queryClient: QueryClient
  /** Points the router's loaders at the current owner's client. */
  useClient: (client: QueryClient) => void
  /**
   * Whether the page is the worker's (its copy of a page, or the app shell): the server did not answer
   * in time, so what the first screen shows is read again once the saved cache is in.
   */
  isSavedCopy: boolean
  /**
   * Given when the page came from the server: its data is on screen, and the saved copy is read
   * behind it once this resolves, when the page is hydrated whole (app/page-hydration.ts).
   */
  whenPageHydrated?: () => Promise<void>
}

/**
 * The browser's providers around the whole document, in dependency order: translations, then one
 * query cache per user persisted to IndexedDB. A page the server rendered shows its data at once
 * and, once hydrated whole, reads the saved copy for what the page did not bring (a worker's copy of
 * a page takes the saved answers that are newer: TanStack's hydrate keeps the newer, and the page is
 * read again); the offline app shell, and a cache owner's new client, wait for the saved copy before
 * rendering, so loaders and screens see it offline.
 */
export function createBrowserProviders({ queryClient, useClient, isSavedCopy, whenPageHydrated }: Options) {
  const isHydrating = whenPageHydrated !== undefined
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, as its router's Wrap; never during a render.
  return function BrowserProviders({ children }: { children: ReactNode }) {
    const { locale } = usePreferences()
    const owner = useCacheOwner()
    const owned = useQueryClientFor(owner, queryClient)
    useClient(owned.client)
    // A user's data leaves memory with them: the client of the owner before goes empty once the next
    // one is in place. Not on an effect's cleanup, which development's StrictMode also runs on the
    // first mount and would empty the page's own client of the queries the server rendered it with.
    const previous = useRef<QueryClient | null>(null)
    useEffect(() => {
      if (previous.current && previous.current !== owned.client) previous.current.clear()
      previous.current = owned.client
    }, [owned.client])
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
        <PersistQueryProvider
          key={owner ?? 'guest'}
          client={owned.client}
          options={persistOptions}
          restoreFirst={!(isHydrating && owned.isFirst)}
          readAgainAfterRestore={isSavedCopy && owned.isFirst}
          keepPageAnswers={isHydrating && owned.isFirst && !isSavedCopy}
          restoreAfter={isHydrating && owned.isFirst ? whenPageHydrated : undefined}
        >
          {children}
        </PersistQueryProvider>
      </I18nProvider>
    )
  }
}

/** The router context's query client follows the cache owner's. */
export function routerClientUpdater(router: { options: { context: RouterContext }; update: (options: never) => void }) {
  return (client: QueryClient) => {
    if (router.options.context.queryClient === client) return
    router.update({ ...router.options, context: { ...router.options.context, queryClient: client } } as never)
  }
}
