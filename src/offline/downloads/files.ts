/**
 * Where a download's files live on the device: Cache Storage (DOWNLOADS_CACHE), under addresses of
 * the app's own origin that no server route answers (`/downloaded/<movie>/<path>`). The player reads
 * them from here (watch/player/stored-loader.ts), never through the network or the worker.
 */
import { DOWNLOADS_CACHE } from '../../../contract/cache-names'

const PREFIX = '/downloaded/'

export function storedFileUrl(movieId: number, path: string): string {
  return `${PREFIX}${movieId}/${path}`
}

export function storedPosterUrl(movieId: number): string {
  return storedFileUrl(movieId, 'poster')
}

/** An address (absolute, as the player resolves it, or relative) of a stored download file. */
export function isStoredFileUrl(url: string): boolean {
  if (typeof location === 'undefined') return false
  const parsed = new URL(url, location.href)
  return parsed.origin === location.origin && parsed.pathname.startsWith(PREFIX)
}

function openCache(): Promise<Cache> {
  return caches.open(DOWNLOADS_CACHE)
}

export async function putStoredFile(
  url: string,
  body: ArrayBuffer | Blob | string,
  contentType: string,
): Promise<void> {
  const cache = await openCache()
  await cache.put(url, new Response(body, { headers: { 'content-type': contentType } }))
}

/** A stored file's body, or null when it is not there. */
export async function readStoredFile(url: string, as: 'text'): Promise<string | null>
export async function readStoredFile(url: string, as: 'arraybuffer'): Promise<ArrayBuffer | null>
export async function readStoredFile(url: string, as: 'blob'): Promise<Blob | null>
export async function readStoredFile(
  url: string,
  as: 'text' | 'arraybuffer' | 'blob',
): Promise<string | ArrayBuffer | Blob | null> {
  const cache = await openCache()
  const answer = await cache.match(new URL(url, location.href).pathname)
  if (!answer) return null
  if (as === 'text') return answer.text()
  return as === 'blob' ? answer.blob() : answer.arrayBuffer()
}

export async function deleteStoredFiles(movieId: number): Promise<void> {
  const cache = await openCache()
  const prefix = storedFileUrl(movieId, '')
  const keys = await cache.keys()
  await Promise.all(keys.filter((key) => new URL(key.url).pathname.startsWith(prefix)).map((key) => cache.delete(key)))
}
