/**
 * The signed-in user's passkeys: the list, and adding, renaming and removing one (mutations). Apart from the
 * account's other queries, which the shell uses on every page: only the passkeys screen loads these
 * and their schemas.
 */
import { queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { Passkey } from '../../../contract/schemas/passkey'
import { request } from '../../api/client'
import { STALE } from '../../offline/stale-times'
import { accountKeys } from './queries'

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
export function useAddPasskeyMutation() {
  return useMutation({
    mutationFn: async (name: string): Promise<Passkey> => {
      const { startRegistration } = await import('@simplewebauthn/browser')
      const options = await request(api.passkeyRegistrationOptions)
      const credential = await startRegistration({ optionsJSON: options.data })
      const response = await request(api.addPasskey, { body: { name, credential } })
      return response.data
    },
  })
}

export function useRenamePasskeyMutation(id: number) {
  return useMutation({
    mutationFn: async (name: string): Promise<Passkey> =>
      (await request(api.renamePasskey, { params: { id }, body: { name } })).data,
  })
}

export function useRemovePasskeyMutation(id: number) {
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await request(api.removePasskey, { params: { id } })
    },
  })
}
