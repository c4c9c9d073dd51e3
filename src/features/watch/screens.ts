/** The feature's screens, loaded lazily by their routes (hls.js comes later still, from the player). */

// Home's row, loaded after the first paint: most visits have nothing to continue.
export { ContinueWatchingRow } from './continue-watching-row'
export { WatchScreen } from './watch-screen'
