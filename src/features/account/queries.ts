/**
 * The signed-in user's account: the current user refreshed from the server (membership status
 * changes server-side) and the account changes. Every change updates the session's user.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { Passkey } from '../../../contract/schemas/passkey'
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

export function passkeysQuery(userId: number) {
  return queryOptions({
    queryKey: accountKeys.passkeys(userId),
    queryFn: async ({ signal }) => (await request(api.passkeys, { signal })).data,
    staleTime: STALE.seconds30,
  })
}

/**
 * Creates a passkey on this device and stores it under `name`: the server's options (a fresh
 * challenge), the browser's ceremony (fingerprint, face or screen lock), then the answer.
 */
export async function createPasskey(name: string): Promise<Passkey> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  const options = await request(api.passkeyRegistrationOptions)
  const credential = await startRegistration({ optionsJSON: options.data })
  const response = await request(api.addPasskey, { body: { name, credential } })
  return response.data
}

export async function renamePasskey(id: number, name: string): Promise<Passkey> {
  const response = await request(api.renamePasskey, { params: { id }, body: { name } })
  return response.data
}

export async function removePasskey(id: number): Promise<void> {
  await request(api.removePasskey, { params: { id } })
}
