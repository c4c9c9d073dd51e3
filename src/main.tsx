/**
 * Boot only: preferences, words, session, router, then the page. A page the server rendered is
 * hydrated (its HTML stays; the queries it was rendered with are in the page and start the cache);
 * the service worker's app shell, which carries no page, is rendered here from the saved cache.
 */
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { type ReactNode, StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RECOVERABLE_ERROR_EVENT, SAVED_COPY_MARK } from '../contract/pages'
import { setAgeCheckRequiredHandler, setServerUnavailableHandler } from './api/client'
import { documentPreferences, getPreferences, setSiteType, startPreferences } from './api/preferences'
import { startReachability } from './api/reachability'
import { getSession } from './api/session'
import { initSession, reloadAfterRefusedRefresh } from './api/session-manager'
import { keepErrorsForReporting } from './app/error-reporting'
import { createPageHydration, type PageComponent } from './app/page-hydration'
import { createBrowserProviders, routerClientUpdater } from './app/providers'
import { createAppRouter } from './app/router'
import { adoptEarlierChoices, earlierChoices } from './app/stored-choices'
import { createAgeCheckTrigger, isAgeCheckOwed, mustPassAgeGate } from './features/age-gate'
import { createMaintenanceTrigger, isServerStillUnavailable } from './features/info'
import { activateLocale } from './features/language'
import { preloadWatchCode } from './features/watch'
import { rememberClickId } from './lib/click-id'
import { prepareFormatters } from './lib/format'
import { listenForInstallPrompt } from './offline/install'
import { startOutbox } from './offline/outbox'
import { createQueryClient } from './offline/query-client'
import { registerServiceWorker } from './offline/sw-registration'
import './styles/global.css'

/**
 * React's recoverable errors (a hydration mismatch among them), marked so they can be told from
 * others, and announced on the window (`RECOVERABLE_ERROR_EVENT`) for whatever watches the page.
 */
function reportRecoverable(error: unknown) {
  console.error('[velvet] recoverable render error:', error)
  window.dispatchEvent(
    new CustomEvent(RECOVERABLE_ERROR_EVENT, { detail: error instanceof Error ? error.message : String(error) }),
  )
}

/** Calls `onCommit` once its children are first on screen (hydrated, or rendered). */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit.
  useEffect(onCommit, [])
  return children
}

async function boot() {
  // Errors from the first line on are reported, though the reporting SDK loads only on the first.
  keepErrorsForReporting()
  // The server's page carries its router's state; the app shell carries none. The worker answers with
  // the shell, or with its copy of the page (marked), only when the server did not answer in time.
  const isServerPage = window.$_TSR !== undefined
  const isSavedCopy = !isServerPage || document.querySelector(`meta[name="${SAVED_COPY_MARK}"]`) !== null
  const earlier = earlierChoices()
  const preferences = startPreferences(isServerPage ? documentPreferences() : null)
  startReachability()
  rememberClickId(window.location.search)
  // Before anything else: the event can fire as soon as the page is loaded.
  listenForInstallPrompt()
  // On another thread, while the catalog is on its way (lib/format.ts says why). The age gate
  // formats no date or count: its visitors have them made as they pass it (splash-screen.tsx).
  if (!mustPassAgeGate()) prepareFormatters(preferences.locale)
  // Not awaited: pages render at once; guards wait for the session where it matters. A session lost
  // before the router exists is shown once it does.
  let router: ReturnType<typeof createAppRouter> | undefined
  let wasLostBeforeRouter = false
  const showSignedOut = () => void router?.navigate({ to: '/signedout', replace: true })
  const initialised = initSession({
    onSessionLost: (reason) => {
      // A refused refresh clears the stored tokens and reloads the page; a refused call
      // while signed in goes to the signed-out page.
      if (reason === 'refresh-refused') reloadAfterRefusedRefresh()
      else if (router) showSignedOut()
      else wasLostBeforeRouter = true
    },
  })
  // The words of the page's language: hydration renders what the server rendered, in its words.
  await activateLocale(preferences.locale)

  const queryClient = createQueryClient()
  let pointAtClient = (_client: typeof queryClient) => {}
  // The server's page: the routes' components it was rendered with, which the router knows once it exists.
  const pageHydration = isServerPage
    ? createPageHydration(() => {
        if (!router) return []
        const routes: Record<string, { options: { component?: unknown } } | undefined> = router.routesById
        return router
          .matchRoutes(router.latestLocation)
          .map((match) => routes[match.routeId]?.options.component as PageComponent)
      })
    : null
  router = createAppRouter({
    context: {
      queryClient,
      preferences: getPreferences,
      chooseSiteType: setSiteType,
      mustPassAgeGate,
      isAgeCheckOwed: () => isAgeCheckOwed(queryClient),
      isServer: false,
      origin: window.location.origin,
    },
    Wrap: createBrowserProviders({
      queryClient,
      useClient: (client) => pointAtClient(client),
      isSavedCopy,
      whenPageHydrated: pageHydration?.whenHydrated,
    }),
  })
  pointAtClient = routerClientUpdater(router)
  // The server's queries, in the page, go into this client before the first render.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
  if (wasLostBeforeRouter) showSignedOut()
  // The server says 503: the maintenance page, which goes home once the server answers. No
  // answer at all is judged by OutageWatch, which keeps screens that have something to show.
  const current = router
  setServerUnavailableHandler(
    createMaintenanceTrigger({
      currentHref: () => current.latestLocation.href,
      openMaintenance: () => current.navigate({ to: '/maintenance', replace: true }),
      confirm: isServerStillUnavailable,
    }),
  )
  // The law where the visitor is asks for an age check first (451): the check screen, which brings
  // them back here once it passed.
  setAgeCheckRequiredHandler(
    createAgeCheckTrigger({
      currentHref: () => current.latestLocation.href,
      openCheck: (from) => current.navigate({ to: '/age-check', search: { redirect: from }, replace: true }),
    }),
  )
  if (pageHydration) {
    hydrateRoot(
      document,
      <StrictMode>
        <FirstCommit onCommit={pageHydration.committed}>
          <RouterClient router={router} />
        </FirstCommit>
      </StrictMode>,
      { onRecoverableError: reportRecoverable },
    )
  } else {
    createRoot(document, { onRecoverableError: reportRecoverable }).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  }
  // The app's code arrived and runs: src/boot-check.js, inline in the page, stands down.
  window.__velvetBooted = true
  registerServiceWorker()
  adoptEarlierChoices(earlier, preferences)
  // The server rendered the public page: once someone is known to be signed in, the guards decide
  // again and what the page was rendered with is read again with their session (likes, unlocks).
  // Not before the whole page is hydrated (app/page-hydration.ts): a part still waiting would
  // hydrate with the member's answers over the public HTML.
  if (pageHydration) {
    void Promise.all([initialised, pageHydration.whenHydrated()]).then(() => {
      if (getSession().status !== 'user') return
      void current.invalidate()
      void queryClient.invalidateQueries()
    })
  }
  // Queued likes and comments leave as soon as the session is known and the device is online.
  void initialised.then(startOutbox)
  // A member's downloads: re-checked, and resumed where a lost connection or a closed tab left them.
  // A guest has none: their page never fetches that code.
  void initialised
    .then(async () => {
      if (getSession().status !== 'user') return
      const downloads = await import('./offline/downloads/start')
      await downloads.startDownloads({ warmPlayer: preloadWatchCode })
    })
    .catch(() => undefined)
}

void boot()
