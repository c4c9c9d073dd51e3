/**
 * Route guards: logged-in only, guests only. They wait until the session is known
 * (restored from the refresh cookie at start) before deciding. A server render knows no session (the
 * page request carries none): guest-only pages are rendered as everyone's, and the browser decides
 * once the session is known (main.tsx has the router check its guards again then); signed-in pages
 * are not rendered on the server at all (`ssr: false`).
 */
import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { getSession } from '../api/session'
import { restoreSession } from '../api/session-manager'
import type { RouterContext } from './root'

type GuardOptions = { location: ParsedLocation; context: RouterContext }

export async function requireUser({ location }: GuardOptions): Promise<void> {
  await restoreSession()
  if (getSession().status !== 'user')
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
}

export async function requireGuest({ context }: GuardOptions): Promise<void> {
  if (context.isServer) return
  await restoreSession()
  if (getSession().status === 'user') throw redirect({ to: '/home', replace: true })
}
