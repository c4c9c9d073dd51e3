/** The feature's screens, loaded lazily by their routes. */
import { withBrowseCatalog } from '../language'
import { CastingScreen as Casting } from './casting-screen'
import { ClaimScreen as Claim } from './claim-screen'
import { ModelReportScreen as ModelReport } from './model-report-screen'

export const CastingScreen = withBrowseCatalog(Casting)
export const ClaimScreen = withBrowseCatalog(Claim)
export const ModelReportScreen = withBrowseCatalog(ModelReport)
