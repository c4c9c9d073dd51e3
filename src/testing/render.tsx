/**
 * Renders a component the way the app does: English catalog active, a query client, and a
 * router (memory history) so links and navigation work.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { messages } from '../locales/en/messages.po'

export function renderInApp(ui: ReactNode, options: { path?: string } = {}) {
  i18n.loadAndActivate({ locale: 'en', messages })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const rootRoute = createRootRoute({ component: () => <>{ui}</> })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  })
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...result, router, queryClient }
}
