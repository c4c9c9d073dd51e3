import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
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
