import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { SITE_TYPES, type SiteType } from '../../contract/site-types'
import { type Preferences, setSiteType, themeColorOf } from '../api/preferences'
import { usePreferences } from '../api/use-preferences'
import { CookieBar } from '../app/shell/cookie-bar'
import { DocumentTitle } from '../app/shell/document-title'
import { InstallPrompt } from '../app/shell/install-prompt'
import { LastLanguageSync } from '../app/shell/last-language-sync'
import { OutboxSync } from '../app/shell/outbox-sync'
import { ShellLayout } from '../app/shell/shell-layout'
import { UpdatePrompt } from '../app/shell/update-prompt'
import { SessionEndedNotice, WelcomeDialog } from '../features/auth'
import { NotFoundScreen } from '../features/info'
import { appConfigQuery } from '../features/session'
import { ToastViewport } from '../ui/toast'
import { readForScreen } from './screen-data'

/**
 * What every route's beforeLoad and loader get. The same code runs in the server's render of a page
 * and in the browser; these say where it runs and for whom.
 */
export type RouterContext = {
  queryClient: QueryClient
  /** The viewer's language and theme: the request's in a server render, the browser's current ones in it. */
  preferences: () => Preferences
  /** A page that sets the theme (a creator's profile): before a server render, or in the browser. */
  chooseSiteType: (siteType: SiteType) => void
  /** Whether this visitor goes through the age gate first (the age cookie or a crawler on the server). */
  mustPassAgeGate: () => boolean
  /**
   * Whether the visitor's region asks for an age check none has passed here (the check screen takes
   * the gate's place). The server never renders a page for such a visitor, so there it is always no.
   */
  isAgeCheckOwed: () => Promise<boolean>
  /** A server render: loaders wait for what the page shows, and nobody is signed in. */
  isServer: boolean
  /** The site's origin as the visitor reached it: a page's canonical address and pictures in its head. */
  origin: string
}

/** Any page accepts `?site_type=` to switch the theme. */
const RootSearchSchema = v.object({
  site_type: v.fallback(v.optional(v.picklist(SITE_TYPES)), undefined),
})

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: RootSearchSchema,
  beforeLoad: ({ search, context }) => {
    // On the server the request's preferences already follow the link (contract/visitor.ts).
    if (search.site_type && !context.isServer) setSiteType(search.site_type)
  },
  // The shell's flags and links (the account menu, the creators' panel), for every page.
  loader: ({ context }) =>
    readForScreen(context, [context.queryClient.prefetchQuery(appConfigQuery(context.preferences()))]),
  head: ({ match }) => {
    const { siteType } = match.context.preferences()
    return {
      meta: [
        { charSet: 'UTF-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: themeColorOf(siteType) },
        { name: 'color-scheme', content: 'dark' },
        { name: 'description', content: 'Velvet: creators, videos and the people who love them.' },
        { name: 'rating', content: 'adult' },
        { name: 'apple-mobile-web-app-capable', content: 'yes' },
        { name: 'apple-mobile-web-app-status-bar-style', content: 'black-translucent' },
        { title: 'Velvet' },
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      ],
    }
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: () => (
    <ShellLayout>
      <NotFoundScreen />
    </ShellLayout>
  ),
})

/**
 * The document itself, rendered on the server and hydrated in the browser: its language and theme
 * are the viewer's from the first byte, and the head and scripts are the router's (the page's
 * meta tags and, from the build's manifest, the app's code and style sheets).
 */
function RootDocument({ children }: { children: ReactNode }) {
  const { locale, siteType } = usePreferences()
  return (
    <html lang={locale} data-theme={siteType}>
      <head>
        <HeadContent />
        {/* Rendered with the document, not with the route's head: it follows the language the
            viewer switches to (installing gives the app that language's texts), which the head,
            computed when the route loaded, would not. */}
        <link rel="manifest" href={`/manifests/${locale}.webmanifest`} />
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  )
}

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
