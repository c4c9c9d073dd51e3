/**
 * Signed media URLs. What only some viewers may see is served only under a path signed for one
 * viewer's session:
 *   /media/locked/<elementId>/<expires>/<signature>/<small|large>.webp   originals of paid posts' pictures
 *   /media/stream/<videoId>/<expires>/<signature>/<file>                  members' video streams
 * where signature = base64url(HMAC-SHA256(mediaKey, "<kind>:<id>:<expires>:<sessionId>")) and
 * `expires` is in Unix seconds. The session id is not in the URL: the server reads it from the
 * viewer's httpOnly media cookie (auth/media-cookie.ts), so a URL is useless without that cookie,
 * and stops working when the session ends (the route checks the session is live and the viewer
 * still entitled). A stream's signature covers the video, not the file, so the master playlist's
 * relative references resolve under the same prefix.
 *
 * Picture links are stable for a window of hours: every answer within a window carries the same
 * URL, so the service worker's cache-first image cache keeps serving them offline. Stream links
 * live ten minutes: segments are never cached, and the player asks for a new link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { ImagePath } from '../../../contract/schemas/common'

export type SignedKind = 'picture' | 'stream'

export const LOCKED_PICTURE_PREFIX = '/media/locked'
export const STREAM_PREFIX = '/media/stream'

/** How long a signed stream URL works; the app asks for a new one when it expires. */
export const STREAM_TTL_SECONDS = 600
/** Picture links expire at the end of a window of this length, and never sooner than PICTURE_MIN_TTL_SECONDS. */
export const PICTURE_WINDOW_SECONDS = 4 * 3600
export const PICTURE_MIN_TTL_SECONDS = 3600

/** The longest a link of each kind can live: an expiry further ahead cannot come from us. */
const MAX_TTL_SECONDS: Record<SignedKind, number> = {
  picture: PICTURE_WINDOW_SECONDS + PICTURE_MIN_TTL_SECONDS,
  stream: STREAM_TTL_SECONDS,
}
/** Clocks of several API nodes may differ a little. */
const CLOCK_SLACK_SECONDS = 60

export function nowSeconds(now: Date): number {
  return Math.floor(now.getTime() / 1000)
}

export function signMedia(key: string, kind: SignedKind, id: number, expires: number, sessionId: string): string {
  return createHmac('sha256', key).update(`${kind}:${id}:${expires}:${sessionId}`).digest('base64url')
}

/** Whether a signature is ours, for this resource and session, and still valid. */
export function isValidMediaSignature(
  key: string,
  request: { kind: SignedKind; id: number; expires: number; signature: string; sessionId: string },
  now: number,
): boolean {
  const { kind, id, expires, signature, sessionId } = request
  if (expires < now || expires > now + MAX_TTL_SECONDS[kind] + CLOCK_SLACK_SECONDS) return false
  const expected = Buffer.from(signMedia(key, kind, id, expires, sessionId))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The end of the current window, or of the next one when the current ends too soon. */
export function pictureExpiry(now: number): number {
  return Math.ceil((now + PICTURE_MIN_TTL_SECONDS) / PICTURE_WINDOW_SECONDS) * PICTURE_WINDOW_SECONDS
}

/** Both sizes of a locked post picture, for one session. */
export function signedPicturePaths(key: string, elementId: number, sessionId: string, now: Date): ImagePath {
  const expires = pictureExpiry(nowSeconds(now))
  const prefix = `${LOCKED_PICTURE_PREFIX}/${elementId}/${expires}/${signMedia(key, 'picture', elementId, expires, sessionId)}`
  return { small: `${prefix}/small.webp`, large: `${prefix}/large.webp` }
}

/** The folder every file of a member's stream is under, for one session, and when it expires. */
export function signedStreamFolder(
  key: string,
  request: { videoId: number; sessionId: string },
  now: Date,
): { folder: string; expires: number } {
  const expires = nowSeconds(now) + STREAM_TTL_SECONDS
  const signature = signMedia(key, 'stream', request.videoId, expires, request.sessionId)
  return { folder: `${STREAM_PREFIX}/${request.videoId}/${expires}/${signature}/`, expires }
}

/** A member's stream URL for one session, and when it expires. */
export function signedStreamUrl(
  key: string,
  request: { videoId: number; sessionId: string; file: string },
  now: Date,
): { url: string; expires: number } {
  const { folder, expires } = signedStreamFolder(key, request, now)
  return { url: `${folder}${request.file}`, expires }
}

/** Signs paid posts' pictures for one viewer's session; nothing without a session. */
export function paidPicturePaths(
  key: string,
  sessionId: string | null,
  now: Date,
): (elementId: number) => ImagePath | undefined {
  return (elementId) => (sessionId === null ? undefined : signedPicturePaths(key, elementId, sessionId, now))
}
