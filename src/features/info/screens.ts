/** The feature's screens, loaded lazily by their routes. */
export { AboutScreen } from './about-screen'
export { CookiesAvailabilityScreen, CookiesPolicyScreen } from './cookies-screens'
export { FaqScreen } from './faq-screen'
export { MaintenanceScreen } from './maintenance-screen'
export { SupportScreen } from './support-screen'
