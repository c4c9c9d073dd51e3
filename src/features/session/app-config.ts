/** The server's app configuration: flags, links and the captcha switch every feature reads. */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { request } from '../../api/client'
import type { Preferences } from '../../api/preferences'
import { STALE } from '../../offline/stale-times'

export const appConfigKeys = {
  all: ['app-config'] as const,
}

/** The app's flags and links; the same in every language (a server render gives its request's). */
export function appConfigQuery(context?: Preferences) {
  return queryOptions({
    queryKey: appConfigKeys.all,
    queryFn: ({ signal }) => request(api.appConfig, { signal, context }).then((response) => response.data),
    staleTime: STALE.minutes5,
    // Flags and links with built-in defaults: no screen waits for it, so an outage never hinges on it.
    meta: { optionalForRendering: true },
  })
}
