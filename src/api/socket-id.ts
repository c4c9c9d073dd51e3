/**
 * This tab's realtime socket id (R-API-06): made once per page load
 * (by the page itself when it sends requests before the app runs: early-socket-id.ts), sent on
 * every API request as X-Socket-Id and given to the realtime socket when it authenticates, so the
 * server does not echo to this tab a change this tab's own request made.
 */
import { newSocketId } from '../../contract/socket-id-header'
import { earlySocketId } from './early-socket-id'

export const SOCKET_ID = earlySocketId() ?? newSocketId()
