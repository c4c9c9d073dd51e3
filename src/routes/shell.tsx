import { createRoute, Outlet, redirect } from '@tanstack/react-router'
import { ShellLayout } from '../app/shell/shell-layout'
import { rootRoute } from './root'

/** Pages framed by the header and footer. */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  component: () => (
    <ShellLayout>
      <Outlet />
    </ShellLayout>
  ),
})

/**
 * Pages behind the age gate: without stored acceptance (and for anyone but a crawler) the
 * visitor goes to the gate first, which brings them back here after Enter.
 */
export const gatedRoute = createRoute({
  getParentRoute: () => shellRoute,
  id: 'gated',
  beforeLoad: ({ location, context }) => {
    if (context.mustPassAgeGate()) throw redirect({ to: '/', search: { redirect: location.href }, replace: true })
  },
  component: Outlet,
})
