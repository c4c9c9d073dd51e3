import { useQueryClient } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { getReachability, useReachability } from '../../api/reachability'
import { isMaintenancePath, MAINTENANCE_PATH, OUTAGE_GRACE_MS, screenHasNothingToShow } from './maintenance'

/**
 * The "status 0" half of the maintenance rule (a 503 or no answer at all leads to the maintenance page), made safe for
 * flaky networks: when the server has stayed unreachable past the grace period while the browser
 * believes it is online, and the current screen has nothing at all to show, open the maintenance
 * page (which checks by itself and goes home once the server answers). A screen with data keeps it; offline is not an outage.
 */
export function OutageWatch() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const reachability = useReachability()
  const href = useRouterState({ select: (state) => state.location.href })

  useEffect(() => {
    if (reachability.reachable || reachability.cause === 'browser-offline') return
    const queryCache = queryClient.getQueryCache()
    let stopWatchingQueries: (() => void) | undefined
    const openIfNothingToShow = () => {
      if (getReachability().reachable || navigator.onLine === false) return
      const needed = queryCache.findAll({ type: 'active' }).filter((query) => query.meta?.optionalForRendering !== true)
      if (!screenHasNothingToShow(needed.map((query) => query.state))) return
      // A new screen restarts the wait (this effect runs again), so `href` is where the user is.
      if (isMaintenancePath(href)) return
      stopWatchingQueries?.()
      void router.navigate({ to: MAINTENANCE_PATH, replace: true })
    }
    const timer = setTimeout(() => {
      openIfNothingToShow()
      // Past the grace period, a screen whose queries start later (its code or words still loading
      // when the wait ended) is judged as soon as they do, not never.
      stopWatchingQueries = queryCache.subscribe(openIfNothingToShow)
    }, OUTAGE_GRACE_MS)
    return () => {
      clearTimeout(timer)
      stopWatchingQueries?.()
    }
  }, [reachability, queryClient, router, href])

  return null
}
