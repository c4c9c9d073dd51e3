/** The feature's screens, loaded lazily by their routes; all but the maintenance page take their words from the browse catalog. */
import { withBrowseCatalog } from '../language'
import { AboutScreen as About } from './about-screen'
import {
  CookiesAvailabilityScreen as CookiesAvailability,
  CookiesPolicyScreen as CookiesPolicy,
} from './cookies-screens'
import { FaqScreen as Faq } from './faq-screen'
import { ShareScreen as Share } from './share-screen'
import { SupportScreen as Support } from './support-screen'

// Shown during an outage: its words stay in the first-load catalog, nothing more to fetch then.
export { MaintenanceScreen } from './maintenance-screen'
export const AboutScreen = withBrowseCatalog(About)
export const CookiesAvailabilityScreen = withBrowseCatalog(CookiesAvailability)
export const CookiesPolicyScreen = withBrowseCatalog(CookiesPolicy)
export const FaqScreen = withBrowseCatalog(Faq)
export const ShareScreen = withBrowseCatalog(Share)
export const SupportScreen = withBrowseCatalog(Support)
