/**
 * Signed stream URLs for members' videos:
 * `/media/stream/<videoId>/<expires>/<signature>/<file inside the stream folder>`, where
 * `signature = base64url(HMAC-SHA256(mediaKey, "stream:<videoId>:<expires>"))` and `expires` is in
 * Unix seconds. The signature covers the video and the expiry, not the file, so the master playlist's
 * relative references (rendition playlists, segments) resolve under the same signed prefix.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a signed stream URL works; the app asks for a new one when it expires. */
export const STREAM_TTL_SECONDS = 600

export const STREAM_PREFIX = '/media/stream'

export function signStream(key: string, videoId: number, expires: number): string {
  return createHmac('sha256', key).update(`stream:${videoId}:${expires}`).digest('base64url')
}

export function streamUrl(videoId: number, expires: number, signature: string, file: string): string {
  return `${STREAM_PREFIX}/${videoId}/${expires}/${signature}/${file}`
}

/**
 * Whether a signature is ours for this video and still valid. An expiry further ahead than one TTL
 * cannot come from us, so it is refused as well.
 */
export function isValidStreamSignature(
  key: string,
  videoId: number,
  expires: number,
  signature: string,
  nowSeconds: number,
): boolean {
  if (expires < nowSeconds || expires > nowSeconds + STREAM_TTL_SECONDS + 60) return false
  const expected = Buffer.from(signStream(key, videoId, expires))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
