import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { BannerPlacement } from '../../../contract/schemas/banner'
import { request } from '../../api/client'
import type { Preferences } from '../../api/preferences'
import { STALE } from '../../offline/stale-times'

export const carouselKeys = {
  all: ['carousels'] as const,
  list: (context: Preferences) => [...carouselKeys.all, context] as const,
}

export function carouselQuery(context: Preferences) {
  return queryOptions({
    queryKey: carouselKeys.list(context),
    queryFn: ({ signal }) => request(api.carousels, { signal, context }),
    staleTime: STALE.minutes5,
  })
}

export const bannerKeys = {
  all: ['banners'] as const,
  placement: (placement: BannerPlacement, context: Preferences) => [...bannerKeys.all, placement, context] as const,
}

export function bannersQuery(placement: BannerPlacement, context: Preferences) {
  return queryOptions({
    queryKey: bannerKeys.placement(placement, context),
    queryFn: ({ signal }) => request(api.banners, { query: { placement }, signal, context }).then((r) => r.data),
    staleTime: STALE.minutes5,
  })
}
