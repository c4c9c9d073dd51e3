/**
 * The signed-in user as the server has it now (membership and settings change server-side), and
 * the one way an answer that carries the user becomes the session's user: only while the session
 * the request was sent in is still the current one.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { User } from '../../../contract/schemas/user'
import { request } from '../../api/client'
import { sessionUserUpdater } from '../../api/session'
import { STALE } from '../../offline/stale-times'

export const meKey = (userId: number) => ['me', userId] as const

/** Sends a request whose answer is the signed-in user, and keeps that user as the session's. */
export async function withSessionUser(send: () => Promise<{ data: User }>): Promise<User> {
  const storeUser = sessionUserUpdater()
  const { data } = await send()
  storeUser(data)
  return data
}

export function meQuery(userId: number) {
  return queryOptions({
    queryKey: meKey(userId),
    queryFn: ({ signal }) => withSessionUser(() => request(api.me, { signal })),
    staleTime: STALE.seconds30,
  })
}
