/** The feature's screens, loaded lazily by their routes (kept out of the first-load bundle). */
export { CreatorSearchScreen } from './creator-search-screen'
export { ModelsScreen } from './models-screen'
// Home's tabs other than the default feed, loaded when opened.
export { OutstandingGrid } from './outstanding-grid'
export { WebstarsTab } from './webstars-tab'
