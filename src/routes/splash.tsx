import { createRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as v from 'valibot'
import { acceptAge, GATE_END_ID, isAgeAccepted, SplashScreen, safeRedirect } from '../features/age-gate'
import { rootRoute } from './root'

const SplashSearchSchema = v.object({ redirect: v.fallback(v.optional(v.string()), undefined) })

/**
 * `/` is the age gate. It is a no-splash page: once the age is accepted (or for a crawler) it
 * goes straight to the intended page or home. Where the visitor's region asks for
 * an age check, the check screen takes the gate's place.
 */
export const splashRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: SplashSearchSchema,
  beforeLoad: async ({ search, context }) => {
    const target = safeRedirect(search.redirect)
    if (!context.mustPassAgeGate()) throw redirect({ href: target ?? '/home', replace: true })
    if (await context.isAgeCheckOwed())
      throw redirect({ to: '/age-check', search: { redirect: target }, replace: true })
  },
  // The first paint waits for the whole card (see GATE_END_ID).
  head: () => ({ links: [{ rel: 'expect', href: `#${GATE_END_ID}`, blocking: 'render' }] }),
  component: SplashPage,
})

function SplashPage() {
  const search = splashRoute.useSearch()
  const navigate = useNavigate()
  const enter = () => void navigate({ href: safeRedirect(search.redirect) ?? '/home', replace: true })
  // The server sends the gate to a browser without the age cookie; one that accepted the age in the
  // app's storage before (without the cookie) is past it all the same: the cookie is written, and
  // the visitor goes on, as they did before the server rendered pages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the gate opens.
  useEffect(() => {
    if (!isAgeAccepted()) return
    acceptAge()
    enter()
  }, [])
  return <SplashScreen onEnter={enter} />
}
