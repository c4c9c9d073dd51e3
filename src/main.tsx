/** Boot only: theme, language catalog, query client, router, service worker. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { applySiteType, getPreferences } from './api/preferences'
import { Providers } from './app/providers'
import { createAppRouter } from './app/router'
import { activateLocale } from './features/language'
import { syncOnlineState } from './offline/online'
import { createQueryClient } from './offline/query-client'
import { registerServiceWorker } from './offline/sw-registration'
import './styles/global.css'

async function boot() {
  const preferences = getPreferences()
  applySiteType(preferences.siteType)
  syncOnlineState()
  await activateLocale(preferences.locale)

  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} router={router} />
    </StrictMode>,
  )
  registerServiceWorker()
}

void boot()
