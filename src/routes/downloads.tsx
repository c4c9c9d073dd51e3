/** /downloads: the member's downloaded movies (signed in only; it reads the device, so it opens offline). */
import { createRoute } from '@tanstack/react-router'
import { requireUser } from './guards'
import { lazyScreen } from './lazy-screen'
import { gatedRoute } from './shell'

export const downloadsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  // A member's page, and it reads the device: the browser renders it, never the server.
  ssr: false,
  path: '/downloads',
  beforeLoad: requireUser,
  component: lazyScreen('downloads', 'DownloadsScreen'),
})
