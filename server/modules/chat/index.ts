/** The chat module as other modules see it. */
export { openRoom } from './repository'
