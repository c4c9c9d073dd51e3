/**
 * This tab's realtime socket id: made once per page load,
 * when the app's code starts, sent on every API request the app makes as X-Socket-Id and given to
 * the realtime socket when it authenticates, so the server does not echo to this tab a change this
 * tab's own request made. A page the server rendered was read by the server, not by this tab: the
 * tab's first request is its own, and carries this id like every later one.
 */
import { newSocketId } from '../../contract/socket-id-header'

export const SOCKET_ID = newSocketId()
