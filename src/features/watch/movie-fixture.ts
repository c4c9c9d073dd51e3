/** A movie as the API sends it, for this feature's tests. */
export { makeCreator, makeMovie } from '../../testing/content-fixtures'
