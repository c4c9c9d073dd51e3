import { createRoute, redirect, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { SplashScreen, safeRedirect } from '../features/age-gate'
import { rootRoute } from './root'

const SplashSearchSchema = v.object({ redirect: v.fallback(v.optional(v.string()), undefined) })

/**
 * `/` is the age gate. It is a no-splash page: once the age is accepted (or for a crawler) it
 * goes straight to the intended page or home (000 §2 Age gate).
 */
export const splashRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: SplashSearchSchema,
  beforeLoad: ({ search, context }) => {
    if (!context.mustPassAgeGate()) throw redirect({ href: safeRedirect(search.redirect) ?? '/home', replace: true })
  },
  component: SplashPage,
})

function SplashPage() {
  const search = splashRoute.useSearch()
  const navigate = useNavigate()
  return (
    <SplashScreen onEnter={() => void navigate({ href: safeRedirect(search.redirect) ?? '/home', replace: true })} />
  )
}
