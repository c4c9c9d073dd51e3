/** The feature's screens, loaded lazily by their routes (kept out of the first-load bundle). */
import { withBrowseCatalog } from '../language'
import { CategoryGrid as Categories } from './category-grid'
import { HotMoviesScreen as HotMovies } from './hot-movies-screen'
import { MarkedMoviesScreen as MarkedMovies } from './marked-movies-screen'
import { MovieIndexScreen as MovieIndex, MovieSearchScreen as MovieSearch } from './movie-index-screen'

// Home's categories tab, loaded when opened.
export const CategoryGrid = withBrowseCatalog(Categories)
export const HotMoviesScreen = withBrowseCatalog(HotMovies)
export const MarkedMoviesScreen = withBrowseCatalog(MarkedMovies)
export const MovieIndexScreen = withBrowseCatalog(MovieIndex)
export const MovieSearchScreen = withBrowseCatalog(MovieSearch)
