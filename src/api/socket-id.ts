/**
 * This tab's realtime socket id (001 §7 "a socket id header", R-API-06): made once per page load,
 * sent on every API request as X-Socket-Id and given to the realtime socket when it authenticates,
 * so the server does not echo to this tab a change this tab's own request made.
 */
function makeSocketId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export const SOCKET_ID = makeSocketId()
