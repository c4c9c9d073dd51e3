/**
 * The one way the server keeps files that every API process must see (profile pictures, the
 * rendered artwork cache): a key such as `avatars/12-<hex>.webp`, the bytes and their type.
 * Drivers: PostgreSQL (the default, shared by every process on the database) and S3-compatible
 * object storage. Nothing is kept on a machine's own disk.
 */
import { createHash } from 'node:crypto'

export type StoredFile = {
  bytes: Buffer
  contentType: string
  /** A strong validator in quotes, e.g. `"9e107d9d372bb6826bd81d3542a419d6"`. */
  etag: string
}

export type FileStorage = {
  /** Stores the file under `key`, replacing what was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The file, or undefined when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | undefined>
  /** Removes the file; a key with nothing under it is not an error. */
  delete(key: string): Promise<void>
  /** Releases the driver's connections (on server close). */
  close(): Promise<void>
}

/**
 * The MD5 of the bytes in quotes: the ETag S3 gives a file uploaded in one part, so a file has the
 * same validator in either driver (a validator, not a protection: nothing trusts it).
 */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('md5').update(bytes).digest('hex')}"`
}
