/**
 * What a guest's first screen reads, by page address, for the page to send before the app's code has
 * arrived (api/early-reads.ts; scripts/first-paint.ts writes them into index.html): /home's, from
 * the contract (early-reads.test.ts holds them to the home screen's own queries).
 */
import { FIRST_SCREEN_PATH, FIRST_SCREEN_READS } from '../../contract/first-screen'
import { buildUrl } from '../../contract/url'
import type { EarlyReadsConfig } from '../api/early-reads'

export const EARLY_READ_ROUTES: EarlyReadsConfig['routes'] = [
  {
    path: FIRST_SCREEN_PATH.source,
    reads: Object.values(FIRST_SCREEN_READS).map((read) => buildUrl(read.path, {}, read.query)),
  },
]
