import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router'
import * as v from 'valibot'
import { SITE_TYPES } from '../../contract/site-types'
import { setSiteType } from '../api/preferences'
import { CookieBar } from '../app/shell/cookie-bar'
import { DocumentTitle } from '../app/shell/document-title'
import { InstallPrompt } from '../app/shell/install-prompt'
import { LastLanguageSync } from '../app/shell/last-language-sync'
import { OutboxSync } from '../app/shell/outbox-sync'
import { ShellLayout } from '../app/shell/shell-layout'
import { UpdatePrompt } from '../app/shell/update-prompt'
import { SessionEndedNotice, WelcomeDialog } from '../features/auth'
import { NotFoundScreen } from '../features/info'
import { ToastViewport } from '../ui/toast'

export type RouterContext = { queryClient: QueryClient }

/** Any page accepts `?site_type=` to switch the theme. */
const RootSearchSchema = v.object({
  site_type: v.fallback(v.optional(v.picklist(SITE_TYPES)), undefined),
})

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: RootSearchSchema,
  beforeLoad: ({ search }) => {
    if (search.site_type) setSiteType(search.site_type)
  },
  component: RootLayout,
  notFoundComponent: () => (
    <ShellLayout>
      <NotFoundScreen />
    </ShellLayout>
  ),
})

function RootLayout() {
  // The cookie question waits until the visitor is past the age gate.
  const isSplash = useLocation({ select: (location) => location.pathname === '/' })
  return (
    <>
      <Outlet />
      <DocumentTitle />
      <UpdatePrompt />
      {isSplash ? null : <CookieBar />}
      {isSplash ? null : <InstallPrompt />}
      <ToastViewport />
      <WelcomeDialog />
      <SessionEndedNotice />
      <LastLanguageSync />
      <OutboxSync />
    </>
  )
}
