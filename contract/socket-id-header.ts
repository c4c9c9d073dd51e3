/**
 * The socket id header: on every API request of the app, the id of its tab's realtime
 * socket. Its own module so the app's first-load client imports a string, not the protocol schemas.
 */
export const SOCKET_ID_HEADER = 'x-socket-id'

/** A new socket id: 16 random bytes, base64url (what the realtime protocol's SocketIdSchema takes). */
export function newSocketId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
