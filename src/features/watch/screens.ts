/** The feature's screens, loaded lazily by their routes (hls.js comes later still, from the player). */
import { withBrowseCatalog } from '../language'
import { ContinueWatchingRow as ContinueWatching } from './continue-watching-row'
import { WatchScreen as Watch } from './watch-screen'

// The playlists warmed while the page loads (prepare-watch.ts): needed only where the screen is.
export { warmPlaylists } from './warm-playlists'

// Home's row, loaded after the first paint: most visits have nothing to continue.
export const ContinueWatchingRow = withBrowseCatalog(ContinueWatching)
export const WatchScreen = withBrowseCatalog(Watch)
