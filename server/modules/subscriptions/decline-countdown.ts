/**
 * How long each retention offer keeps its "No thanks" disabled (a 10 s countdown). Automatic-
 * renewal laws such as California's want cancelling online to be as easy as signing up, without
 * steps that delay it: in the regions configured for that (NO_CANCEL_COUNTDOWN_REGIONS) the offers
 * can be declined at once. The region is the trusted proxy's or the configured default (lib/region.ts).
 */
import type { IncomingHttpHeaders } from 'node:http'
import { TIMING } from '../../../contract/limits'
import { isInRegions, regionOf } from '../../lib/region'
import type { SubscriptionsContext } from './context'

export function declineCountdownSeconds(
  ctx: Pick<SubscriptionsContext, 'region' | 'noCancelCountdownRegions'>,
  headers: IncomingHttpHeaders,
): number {
  if (isInRegions(regionOf(headers, ctx.region), ctx.noCancelCountdownRegions)) return 0
  return TIMING.unsubscribePromoCountdownMs / 1000
}
