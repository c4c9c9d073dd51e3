/** The movies module as other modules see it. */
export { findMoviesByIds, getMovieLength } from './service'
