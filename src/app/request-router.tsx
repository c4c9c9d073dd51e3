/**
 * A page request's router, for the server's render: its own query client, its own i18n with every
 * catalog of its language, its own preferences and age gate. Nothing of one request is in a module
 * another request's render could read, so concurrent renders in different languages never mix.
 */
import { type I18n, setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type Query, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { ReactNode } from 'react'
import { isPastAgeGate, preferencesOfRequest } from '../../contract/visitor'
import { type Preferences, requestPreferences } from '../api/preferences'
import { PreferencesContext } from '../api/use-preferences'
import { everyCatalogOf, holdsEveryCatalog } from '../features/language'
import { watchKeys } from '../features/watch'
import { RenderedAt } from '../lib/page-clock'
import { createQueryClient } from '../offline/query-client'
import { createAppRouter } from './router'

/** Answers the page must never carry: signed video URLs expire (and the page may be kept). */
const NEVER_IN_THE_PAGE = new Set<unknown>(watchKeys.playbackAll)

/** What the browser's cache starts with: what the server read and showed, never a failure (the browser asks again). */
export function belongsInThePage(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status !== 'error' && !NEVER_IN_THE_PAGE.has(query.queryKey[0])
}

function serverQueryClient(): QueryClient {
  const queryClient = createQueryClient()
  const defaults = queryClient.getDefaultOptions()
  // A failed read renders its error state at once; the browser retries it.
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } })
  return queryClient
}

export type PageRequest = { url: URL; cookie?: string; acceptLanguage?: string; userAgent?: string }

/** The request's preferences and i18n, read before its router exists (the router is made synchronously). */
export async function prepareRequest(request: PageRequest): Promise<{ preferences: Preferences; i18n: I18n }> {
  const preferences = preferencesOfRequest({
    search: request.url.searchParams,
    cookie: request.cookie,
    acceptLanguage: request.acceptLanguage,
  })
  const { locale } = preferences
  const i18n = setupI18n({ locale, messages: { [locale]: await everyCatalogOf(locale) } })
  holdsEveryCatalog(i18n)
  return { preferences, i18n }
}

export function createRequestRouter(
  request: PageRequest,
  prepared: { preferences: Preferences; i18n: I18n },
  nonce: string,
) {
  const { preferences, i18n } = prepared
  const queryClient = serverQueryClient()
  const renderedAt = Date.now()
  const store = requestPreferences(preferences)
  const isPast = isPastAgeGate({
    pathname: request.url.pathname,
    cookie: request.cookie,
    userAgent: request.userAgent ?? '',
  })
  // biome-ignore lint/correctness/noComponentHookFactories: made once per request, as its router's Wrap; never during a render.
  function ServerProviders({ children }: { children: ReactNode }) {
    return (
      <PreferencesContext value={store}>
        <I18nProvider i18n={i18n}>
          <RenderedAt value={renderedAt}>
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          </RenderedAt>
        </I18nProvider>
      </PreferencesContext>
    )
  }
  const router = createAppRouter({
    context: {
      queryClient,
      preferences: store.get,
      chooseSiteType: store.setSiteType,
      mustPassAgeGate: () => !isPast,
      isAgeCheckOwed: async () => false,
      isServer: true,
      origin: request.url.origin,
    },
    Wrap: ServerProviders,
    nonce,
    renderedAt,
  })
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    wrapQueryClient: false,
    dehydrateOptions: { shouldDehydrateQuery: belongsInThePage },
  })
  return router
}
