import { onLogout } from '../session'
import { clearWatchProgress } from './watch-storage'

export { preloadWatchCode, prepareWatchPage, readWatchPage } from './prepare-watch'
export { movieQuery, watchKeys } from './queries'
export { hasProgressEntries } from './watch-storage'

// Where a user stopped in each movie is theirs: a logout forgets it on this device.
onLogout(clearWatchProgress)
