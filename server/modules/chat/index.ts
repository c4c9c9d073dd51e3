/** The chat module as other modules see it. */
export { chatCaseFor } from './access'
export { openRoom } from './repository'
