/**
 * The downloads feature's server state: the offer shown before a download starts (the qualities and
 * their sizes, from a licence the download then uses). Signed and short-lived: never persisted
 * (its key root is not in offline/persisted-keys) and dropped as soon as the dialog closes.
 */
import { queryOptions } from '@tanstack/react-query'
import { requestDownloadLicence } from '../../offline/downloads/downloads'

export const downloadKeys = {
  offer: (movieId: number) => ['download-offer', movieId] as const,
}

export function downloadOfferQuery(movieId: number) {
  return queryOptions({
    queryKey: downloadKeys.offer(movieId),
    queryFn: () => requestDownloadLicence(movieId),
    staleTime: 0,
    gcTime: 0,
    // 403 (not entitled, not downloadable) will not change by asking again.
    retry: false,
  })
}
