/** The realtime module as other modules see it. */
export type { BusEvent } from './bus'
export type { Hub } from './hub'
export { callerSocket } from './socket-id'
