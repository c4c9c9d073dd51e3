/**
 * Where the server will send push messages. A subscription's endpoint is chosen by the browser,
 * but it reaches the server as user input: without a check, anyone could make the server POST to
 * an address of their choice (SSRF). So endpoints must be https URLs on a known push service:
 * Google (Chrome, Edge on Android, Opera, Samsung), Mozilla, Microsoft (Edge on Windows) and Apple.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
]

export function isKnownPushService(endpoint: string): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false
  const host = url.hostname.toLowerCase()
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))
}

/** A subscription's keys as browsers make them: a 65-byte uncompressed P-256 point and a 16-byte secret. */
export function hasValidKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url')
  const secret = Buffer.from(keys.auth, 'base64url')
  return point.length === 65 && point[0] === 4 && secret.length === 16
}

/** The push service's host, the most a log line says about a subscription (its URL is a capability). */
export function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).hostname
  } catch {
    return 'invalid'
  }
}
