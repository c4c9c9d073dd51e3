/** The feature's screens, loaded lazily by their routes. */
export { CastingScreen } from './casting-screen'
export { ClaimScreen } from './claim-screen'
export { ModelReportScreen } from './model-report-screen'
