/**
 * Whether this visitor owes an age check before adult content: their region asks for one and none has
 * passed here. The router asks before showing the click-through gate, which the check replaces there.
 * No answer (offline) counts as no: the server refuses content anyway, and the app then opens the check.
 */
import type { QueryClient } from '@tanstack/react-query'
import { getSession } from '../../api/session'
import { restoreSession } from '../../api/session-manager'
import { ageCheckStateQuery } from './queries'

export async function isAgeCheckOwed(queryClient: QueryClient): Promise<boolean> {
  await restoreSession()
  const state = await queryClient.fetchQuery(ageCheckStateQuery(getSession().user?.id ?? null)).catch(() => null)
  return state?.required === true && !state.passed
}
