/**
 * The signed-in user's account changes, as mutations. Every change the server answers with the
 * user updates the session's user and its cached copy.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { User } from '../../../contract/schemas/user'
import { request } from '../../api/client'
import { meKey, withSessionUser } from '../session'

export const accountKeys = {
  passkeys: (userId: number) => ['passkeys', userId] as const,
}

/** A change whose answer is the user: the session and the cached account take it. */
function useUserMutation<TVariables>(send: (variables: TVariables) => Promise<{ data: User }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (variables: TVariables) => withSessionUser(() => send(variables)),
    onSuccess: (user) => queryClient.setQueryData(meKey(user.id), user),
  })
}

export function useChangeUsernameMutation() {
  return useUserMutation((username: string) =>
    request(api.changeUsername, { body: { username: username.trim().toLowerCase() } }),
  )
}

export function useProfilePictureMutation() {
  return useUserMutation((file: File) => {
    const formData = new FormData()
    formData.append('file', file)
    return request(api.profilePicture, { formData })
  })
}

/** Answers with the setting the server kept. */
export function useEmailNotificationsMutation() {
  return useMutation({
    mutationFn: (enabled: boolean) =>
      request(api.emailNotifications, { body: { enabled } }).then((response) => response.enabled),
  })
}

/** The language the user last chose, remembered on the server. */
export function useLastLanguageMutation() {
  return useMutation({
    mutationFn: (code: User['last_lang_code'] & string) => request(api.lastLang, { body: { code } }),
  })
}
