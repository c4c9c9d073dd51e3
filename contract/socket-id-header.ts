/**
 * The socket id header (001 §7): on every API request of the app, the id of its tab's realtime
 * socket. Its own module so the app's first-load client imports a string, not the protocol schemas.
 */
export const SOCKET_ID_HEADER = 'x-socket-id'
