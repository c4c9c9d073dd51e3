export { preloadWatchCode, prepareWatchPage, readWatchPage } from './prepare-watch'
export { movieQuery, watchKeys } from './queries'
export { clearWatchProgress, hasProgressEntries } from './watch-storage'
