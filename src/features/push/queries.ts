import { queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { PushPreferencesBody } from '../../../contract/schemas/push'
import { request } from '../../api/client'
import { STALE } from '../../offline/stale-times'

/** Private to the user and never persisted (`push` is not in the offline allow-list). */
export const pushKeys = {
  preferences: (userId: number) => ['push', 'preferences', userId] as const,
}

export function pushPreferencesQuery(userId: number) {
  return queryOptions({
    queryKey: pushKeys.preferences(userId),
    queryFn: async ({ signal }) => (await request(api.pushPreferences, { signal })).data,
    staleTime: STALE.minute,
  })
}

/** Answers with the settings the server kept. */
export function useSavePushPreferencesMutation() {
  return useMutation({
    mutationFn: async (body: PushPreferencesBody) => (await request(api.savePushPreferences, { body })).data,
  })
}
