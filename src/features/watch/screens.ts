/** The feature's screens, loaded lazily by their routes (hls.js comes later still, from the player). */
import { withBrowseCatalog } from '../language'
import { ContinueWatchingRow as ContinueWatching } from './continue-watching-row'
import { WatchScreen as Watch } from './watch-screen'

// Home's row, loaded after the first paint: most visits have nothing to continue.
export const ContinueWatchingRow = withBrowseCatalog(ContinueWatching)
export const WatchScreen = withBrowseCatalog(Watch)
