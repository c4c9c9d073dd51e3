/** The likes module as other modules see it. */
export { likedPostMarks, movieMarks } from './repository'
export { markedMoviePage } from './service'
