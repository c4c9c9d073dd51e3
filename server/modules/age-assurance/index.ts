/**
 * Age assurance where a region's law asks for more than the click-through gate: the gate on content
 * routes, the app's routes, the providers' routes, and the sandbox provider's pages.
 */

export { pageNeedsAgeCheck } from './access'
export type { AgeAssuranceContext } from './context'
export { AGE_RESULT_COOKIE } from './device-result'
export { ageGate } from './gate'
export { ageCheckProviderRoutes } from './provider-routes'
export { createProviders } from './providers/index'
export { isEnforced, requirementFor } from './requirement'
export { ageCheckRoutes } from './routes'
export { ageCheckSandboxRoutes } from './sandbox/routes'
