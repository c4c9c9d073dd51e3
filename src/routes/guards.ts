/**
 * Route guards: logged-in only, guests only. They wait until the session is known
 * (restored from the refresh cookie at start) before deciding.
 */
import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { getSession } from '../api/session'
import { restoreSession } from '../api/session-manager'

export async function requireUser({ location }: { location: ParsedLocation }): Promise<void> {
  await restoreSession()
  if (getSession().status !== 'user')
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
}

export async function requireGuest(): Promise<void> {
  await restoreSession()
  if (getSession().status === 'user') throw redirect({ to: '/home', replace: true })
}
