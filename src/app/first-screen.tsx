/**
 * /home's first screen as HTML, rendered by the server into the page a guest is sent (issue 13: on a
 * phone the feed's first picture, the page's largest, waited for the app's code to arrive, run and
 * ask for the feed; Lighthouse put it at 2.6–2.9 s). The same components render it as the app does,
 * with the answers the screen's queries would get (contract/first-screen.ts). The page shows it as it
 * shows a repeat visit's copy of the last screen (offline/snapshot-paint.ts): inert, over the app,
 * until the app has rendered the real screen; it is never hydrated.
 *
 * Built for Node by `npm run build` (vite build --ssr) into dist/server/, which the server loads at
 * start (server/plugins/first-screen.ts). Rendering is synchronous once the language's catalog is
 * loaded, so two languages rendered at once never mix.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import * as v from 'valibot'
import { api } from '../../contract/api'
import { FIRST_SCREEN_POSTS } from '../../contract/first-screen'
import type { Locale } from '../../contract/languages'
import type { SiteType } from '../../contract/site-types'
import { setLocalePreference, setSiteType } from '../api/preferences'
import { endSession } from '../api/session'
import { carouselQuery, HomeScreen } from '../features/home'
import { loadLocaleMessages } from '../features/language'
import { celebritiesQuery } from '../features/posts'
import { ShellLayout } from './shell/shell-layout'

export type FirstScreenInput = {
  /** The page's address: /home or its default tab's (contract/first-screen.ts). */
  path: string
  locale: Locale
  siteType: SiteType
  /** The answers of the screen's reads (contract/first-screen.ts), as the API sent them. */
  celebrities: unknown
  carousels: unknown
}

/** The first screen's HTML, or null when an answer is not what the screen reads (it then shows none). */
export async function renderFirstScreen(input: FirstScreenInput): Promise<string | null> {
  const celebrities = v.safeParse(api.celebrities.response, input.celebrities)
  const carousels = v.safeParse(api.carousels.response, input.carousels)
  if (!celebrities.success || !carousels.success) return null
  const messages = await loadLocaleMessages(input.locale)

  const context = { locale: input.locale, siteType: input.siteType }
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
  // The feed as far as the first screen reaches: the rest would be bytes before the first paint.
  const firstPosts = { ...celebrities.output, data: celebrities.output.data.slice(0, FIRST_SCREEN_POSTS) }
  queryClient.setQueryData(celebritiesQuery(context).queryKey, { pages: [firstPosts], pageParams: [1] })
  queryClient.setQueryData(carouselQuery(context).queryKey, carousels.output)
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <ShellLayout footer={false}>
          <HomeScreen tab="celebrities" />
        </ShellLayout>
      ),
    }),
    history: createMemoryHistory({ initialEntries: [input.path] }),
  })
  try {
    await router.load()
    // From here to the HTML nothing waits: the language and theme are this render's alone.
    i18n.loadAndActivate({ locale: input.locale, messages })
    setLocalePreference(input.locale)
    setSiteType(input.siteType)
    // A guest's screen, as the app shows it once it knows there is no session (its badges, its menu).
    endSession()
    return renderToString(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {/* A router of this one screen, not the app's whole one that the router's types are registered with. */}
          <RouterProvider router={router as never} />
        </QueryClientProvider>
      </I18nProvider>,
    )
  } finally {
    // Its timers (garbage collection of the queries) would keep each render in memory.
    queryClient.clear()
  }
}
