/** The movies module as other modules see it. */

export { bumpMovieCounter } from './repository'
export { findMoviesByIds, getMovieLength } from './service'
