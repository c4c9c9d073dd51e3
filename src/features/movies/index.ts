export { CategoryGrid, CategoryTile } from './category-grid'
export { MovieCard, type MovieCardData, MovieCardSkeleton } from './movie-card'
export { MovieGrid, MovieGridSkeleton } from './movie-grid'
export { HdBadge, MovieThumbnail } from './movie-thumbnail'
export {
  categoriesQuery,
  categoryKeys,
  hotMoviesQuery,
  type MovieFilters,
  type MovieMark,
  movieKeys,
  moviesQuery,
  readMovieIndex,
} from './queries'
