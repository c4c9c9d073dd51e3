/**
 * Info pages' data: the FAQ list, the about page and the maintenance page's probe. Keys carry the
 * language and theme the answer depends on. FAQ and CMS roots are persisted (offline/persisted-keys)
 * so the pages open offline once seen; the probe never is.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { PAGE_SIZE } from '../../../contract/limits'
import { isServerUnavailable, request } from '../../api/client'
import { isApiError } from '../../api/errors'
import type { Preferences } from '../../api/preferences'
import { STALE } from '../../offline/stale-times'

export const infoKeys = {
  faqs: (context: Preferences) => ['faqs', 'list', context] as const,
  about: (context: Preferences) => ['cms', 'about', context] as const,
  serverProbe: (context: Preferences) => ['maintenance', 'probe', context] as const,
}

/** Every question at once: page size 999. */
export function faqsQuery(context: Preferences) {
  return queryOptions({
    queryKey: infoKeys.faqs(context),
    queryFn: ({ signal }) => request(api.faqs, { query: { per_page: PAGE_SIZE.faqs }, signal, context }),
    select: (page) => page.data,
    staleTime: STALE.hour,
  })
}

export function aboutQuery(context: Preferences) {
  return queryOptions({
    queryKey: infoKeys.about(context),
    queryFn: ({ signal }) => request(api.about, { signal, context }),
    select: (page) => page.data,
    staleTime: STALE.hour,
  })
}

/**
 * The maintenance page's "is the server back?" call: the carousel call.
 * Never cached, never retried by Query (the page keeps its own schedule), and it does not report
 * the server unavailable: the user is on the maintenance page already.
 */
export function serverProbeQuery(context: Preferences) {
  return queryOptions({
    queryKey: infoKeys.serverProbe(context),
    queryFn: ({ signal }) => request(api.carousels, { signal, context, reportUnavailable: false }),
    enabled: false,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
  })
}

/** How long to wait before asking again whether the server is really unavailable. */
const RECHECK_DELAY_MS = 1500

/**
 * Whether the server still says it is unavailable a moment after a 503: a second 503 is an outage
 *; an answer means it was a blip, and no answer is the offline case, which screens handle
 * with what they have (offline/reachability).
 */
export async function isServerStillUnavailable(): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, RECHECK_DELAY_MS))
  try {
    await request(api.carousels, { reportUnavailable: false })
    return false
  } catch (error) {
    return isApiError(error) && isServerUnavailable(error.status, error.code)
  }
}
