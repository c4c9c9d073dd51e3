/** The feature's screens, loaded lazily by their routes (kept out of the first-load bundle). */

// Home's categories tab, loaded when opened.
export { CategoryGrid } from './category-grid'
export { HotMoviesScreen } from './hot-movies-screen'
export { MarkedMoviesScreen } from './marked-movies-screen'
export { MovieIndexScreen, MovieSearchScreen } from './movie-index-screen'
