export { acceptAge, isAgeAccepted, mustPassAgeGate, safeRedirect } from './age-acceptance'
export { SplashScreen } from './splash-screen'
