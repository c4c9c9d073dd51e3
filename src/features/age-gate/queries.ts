/**
 * The age check's data: what the visitor's region asks and whether this device or account has passed
 * (never persisted: it is the server's answer of the moment), and starting a check. Keyed by the user,
 * since a member's account result counts on every device.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { AgeCheckMethod } from '../../../contract/schemas/age-check'
import { request } from '../../api/client'

export const ageCheckKeys = {
  state: (userId: number | null) => ['age-check', 'state', userId ?? 'guest'] as const,
}

/** How often the screen asks again while a started check has no result yet (a document being reviewed). */
const PENDING_POLL_MS = 4000

export function ageCheckStateQuery(userId: number | null) {
  return queryOptions({
    queryKey: ageCheckKeys.state(userId),
    queryFn: async ({ signal }) => (await request(api.ageCheck, { signal })).data,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.attempt?.status === 'pending' ? PENDING_POLL_MS : false),
  })
}

/** Starts a check; the answer is where the visitor goes to take it (the provider's page). */
export async function startAgeCheck(method: AgeCheckMethod, returnTo: string | undefined): Promise<string> {
  const started = await request(api.startAgeCheck, { body: { method, ...(returnTo ? { return_to: returnTo } : {}) } })
  return started.data.redirect_url
}
