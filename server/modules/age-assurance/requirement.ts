/** What the visitor's region asks for: the methods its law accepts, and those this server offers. */
import type { IncomingHttpHeaders } from 'node:http'
import type { AgeCheckMethod } from '../../../contract/schemas/age-check'
import { regionOf } from '../../lib/region'
import type { AgeAssuranceContext } from './context'
import { methodsForRegion } from './regions'

export type Requirement = {
  region: string | undefined
  /** Whether a check is required: the region's row lists methods. */
  isRequired: boolean
  /** The accepted methods some provider here offers, in the region's order. */
  methods: AgeCheckMethod[]
}

export function requirementFor(
  ctx: Pick<AgeAssuranceContext, 'region' | 'config' | 'providers'>,
  headers: IncomingHttpHeaders,
): Requirement {
  const region = regionOf(headers, ctx.region)
  const accepted = methodsForRegion(region, ctx.config.regions)
  return {
    region,
    isRequired: accepted.length > 0,
    methods: accepted.filter((method) => ctx.providers.methods.has(method)),
  }
}

/**
 * Whether any request can be asked for a check at all: a region is known (a trusted header or a
 * default) and the table has rows. Without both, nothing is gated and the gate is not even installed.
 */
export function isEnforced(ctx: Pick<AgeAssuranceContext, 'region' | 'config'>): boolean {
  return (
    (ctx.region.header !== undefined || ctx.region.fallback !== undefined) && Object.keys(ctx.config.regions).length > 0
  )
}
