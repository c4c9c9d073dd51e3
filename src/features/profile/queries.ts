import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { type SiteType, siteTypeForSex } from '../../../contract/site-types'
import { request } from '../../api/client'
import type { Preferences } from '../../api/preferences'
import { STALE } from '../../offline/stale-times'
import { creatorPostsQuery } from '../posts'

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

/**
 * What a profile's first screen shows: the creator, in their theme (opening an F creator switches to
 * divas, M to chads), then their first posts. Returns once both are in the cache (or failed: the
 * screen shows that state).
 */
export async function readProfile(
  queryClient: QueryClient,
  ref: ProfileRef,
  preferences: { get: () => Preferences; chooseSiteType: (siteType: SiteType) => void },
): Promise<void> {
  const profile = await queryClient.ensureQueryData(creatorProfileQuery(ref, preferences.get())).catch(() => undefined)
  if (!profile) return
  const theme = siteTypeForSex(profile.sex)
  if (theme) preferences.chooseSiteType(theme)
  await queryClient.prefetchInfiniteQuery(creatorPostsQuery(profile.id, preferences.get()))
}
