import type { QueryClient } from '@tanstack/react-query'
import { type SiteType, siteTypeForSex } from '../../../contract/site-types'
import type { Preferences } from '../../api/preferences'
import { creatorProfileQuery, type ProfileRef } from '../creators'
import { creatorPostsQuery } from '../posts'

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
