/** The feature's screens, loaded lazily by their routes. */
import { withBrowseCatalog } from '../language'
import { DownloadsScreen as Downloads } from './downloads-screen'

export const DownloadsScreen = withBrowseCatalog(Downloads)
