/** One creator's profile, by username or id: the query the profile screen and the reports read. */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { request } from '../../api/client'
import type { Preferences } from '../../api/preferences'
import { STALE } from '../../offline/stale-times'

/** A profile does not depend on the theme (opening one may switch it), only on the language. */
export const profileKeys = {
  all: ['creators', 'profile'] as const,
  byUsername: (username: string, locale: Preferences['locale']) =>
    [...profileKeys.all, 'username', username, locale] as const,
  byId: (id: number, locale: Preferences['locale']) => [...profileKeys.all, 'id', id, locale] as const,
}

export type ProfileRef = { username: string } | { id: number }

export function creatorProfileQuery(ref: ProfileRef, context: Preferences) {
  return queryOptions({
    queryKey:
      'username' in ref
        ? profileKeys.byUsername(ref.username, context.locale)
        : profileKeys.byId(ref.id, context.locale),
    queryFn: async ({ signal }) => {
      const response =
        'username' in ref
          ? await request(api.modelByUsername, { params: { username: ref.username }, signal, context })
          : await request(api.model, { params: { id: ref.id }, signal, context })
      return response.data
    },
    staleTime: STALE.minute,
  })
}
