/**
 * The signed-in user's account: the current user refreshed from the server (membership status
 * changes server-side) and the account changes. Every change updates the session's user.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { User } from '../../../contract/schemas/user'
import { request } from '../../api/client'
import { updateSessionUser } from '../../api/session'
import { STALE } from '../../offline/stale-times'

export const accountKeys = {
  me: (userId: number) => ['me', userId] as const,
  passkeys: (userId: number) => ['passkeys', userId] as const,
}

export function meQuery(userId: number) {
  return queryOptions({
    queryKey: accountKeys.me(userId),
    queryFn: async ({ signal }) => {
      const response = await request(api.me, { signal })
      updateSessionUser(response.data)
      return response.data
    },
    staleTime: STALE.seconds30,
  })
}

export async function changeUsername(username: string): Promise<User> {
  const response = await request(api.changeUsername, { body: { username: username.trim().toLowerCase() } })
  updateSessionUser(response.data)
  return response.data
}

export async function setEmailNotifications(enabled: boolean): Promise<boolean> {
  const response = await request(api.emailNotifications, { body: { enabled } })
  return response.enabled
}

export async function saveLastLanguage(code: User['last_lang_code'] & string): Promise<void> {
  await request(api.lastLang, { body: { code } })
}

export async function uploadProfilePicture(file: File): Promise<User> {
  const formData = new FormData()
  formData.append('file', file)
  const response = await request(api.profilePicture, { formData })
  updateSessionUser(response.data)
  return response.data
}
