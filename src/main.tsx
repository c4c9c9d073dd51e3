/** Boot only: theme, language catalog, session, router, service worker. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { setAgeCheckRequiredHandler, setServerUnavailableHandler } from './api/client'
import { applySiteType, getPreferences } from './api/preferences'
import { startReachability } from './api/reachability'
import { initSession, reloadAfterRefusedRefresh } from './api/session-manager'
import { Providers } from './app/providers'
import { createAppRouter } from './app/router'
import { createAgeCheckTrigger, mustPassAgeGate } from './features/age-gate'
import { createMaintenanceTrigger, isServerStillUnavailable } from './features/info'
import { activateLocale } from './features/language'
import { preloadWatchCode } from './features/watch'
import { applyAppStyles } from './lib/app-styles'
import { rememberClickId } from './lib/click-id'
import { prepareFormatters } from './lib/format'
import { listenForInstallPrompt } from './offline/install'
import { startOutbox } from './offline/outbox'
import { isSnapshotShowingFor, releaseScreenSnapshot, startScreenSnapshots } from './offline/screen-snapshot'
import { registerServiceWorker } from './offline/sw-registration'
import { startWatchRoute } from './routes/watch'
import './styles/global.css'

async function boot() {
  const preferences = getPreferences()
  applySiteType(preferences.siteType)
  startReachability()
  rememberClickId(window.location.search)
  // Before anything else: the event can fire as soon as the page is loaded.
  listenForInstallPrompt()
  // On another thread, while the catalog is on its way (lib/format.ts says why). The age gate
  // formats no date or count: its visitors have them made as they pass it (splash-screen.tsx).
  if (!mustPassAgeGate()) prepareFormatters(preferences.locale)
  // The session's refresh (usually sent by the page already: api/early-refresh.ts) is read now,
  // beside the words and style sheets: the first screen's requests wait for it (a member's feed, a
  // watch page's movie), and it needs neither. Not awaited: pages render at once; guards wait for
  // the session where it matters. A session lost before the router exists (the watch page's early
  // request refused) is shown once it does.
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
  startWatchRoute(window.location.pathname)
  // The words and the style sheets arrive side by side; the first render needs both.
  await Promise.all([activateLocale(preferences.locale), applyAppStyles()])

  router = createAppRouter()
  if (wasLostBeforeRouter) showSignedOut()
  startScreenSnapshots()
  // A copy of a screen painted at the start (index.html) goes as soon as the app shows another one.
  router.subscribe('onResolved', ({ toLocation }) => {
    if (!isSnapshotShowingFor(toLocation.pathname)) void releaseScreenSnapshot()
  })
  // The server says 503: the maintenance page, which goes home once the server answers. No
  // answer at all is judged by OutageWatch, which keeps screens that have something to show.
  setServerUnavailableHandler(
    createMaintenanceTrigger({
      currentHref: () => router.latestLocation.href,
      openMaintenance: () => router.navigate({ to: '/maintenance', replace: true }),
      confirm: isServerStillUnavailable,
    }),
  )
  // The law where the visitor is asks for an age check first (451): the check screen, which brings
  // them back here once it passed.
  setAgeCheckRequiredHandler(
    createAgeCheckTrigger({
      currentHref: () => router.latestLocation.href,
      openCheck: (from) => router.navigate({ to: '/age-check', search: { redirect: from }, replace: true }),
    }),
  )
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <Providers router={router} />
    </StrictMode>,
  )
  // The app's code arrived and runs: src/boot-check.js, inline in the page, stands down.
  window.__velvetBooted = true
  registerServiceWorker()
  // Queued likes and comments leave as soon as the session is known and the device is online.
  void initialised.then(startOutbox)
  // A member's downloads: re-checked, and resumed where a lost connection or a closed tab left them.
  void initialised
    .then(() => import('./offline/downloads/start'))
    .then((downloads) => downloads.startDownloads({ warmPlayer: preloadWatchCode }))
    .catch(() => undefined)
}

void boot()
