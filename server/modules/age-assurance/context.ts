import type { AgeAssuranceConfig } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { RegionConfig } from '../../lib/region'
import type { Providers } from './providers/index'

/** What the age assurance module works with, given by app.ts. */
export type AgeAssuranceContext = {
  db: Db
  clock: Clock
  config: AgeAssuranceConfig
  /** Where a request comes from: the one way the server reads a visitor's region (lib/region.ts). */
  region: RegionConfig
  providers: Providers
  /** Signs devices' result cookies. */
  cookieKey: string
  /** Absolute base of our return and callback URLs. */
  publicUrl: string
  secureCookies: boolean
}
