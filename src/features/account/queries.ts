/**
 * The signed-in user's account changes. Every change updates the session's user.
 */
import { api } from '../../../contract/api'
import type { User } from '../../../contract/schemas/user'
import { request } from '../../api/client'
import { withSessionUser } from '../session'

export const accountKeys = {
  passkeys: (userId: number) => ['passkeys', userId] as const,
}

export function changeUsername(username: string): Promise<User> {
  return withSessionUser(() => request(api.changeUsername, { body: { username: username.trim().toLowerCase() } }))
}

export async function setEmailNotifications(enabled: boolean): Promise<boolean> {
  const response = await request(api.emailNotifications, { body: { enabled } })
  return response.enabled
}

export async function saveLastLanguage(code: User['last_lang_code'] & string): Promise<void> {
  await request(api.lastLang, { body: { code } })
}

export function uploadProfilePicture(file: File): Promise<User> {
  const formData = new FormData()
  formData.append('file', file)
  return withSessionUser(() => request(api.profilePicture, { formData }))
}
