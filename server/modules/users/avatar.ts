/**
 * Profile pictures: only real JPEG, PNG or WebP images (checked by their first bytes, then decoded),
 * re-encoded on the server to a 512×512 WebP without metadata, so what is stored and served is
 * always an image we made. They are kept in the file storage (every API process serves any of
 * them) under `avatars/<user id>-<random>.webp`: a new name for each upload, never guessable.
 */
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { AppError } from '../../lib/app-error'
import type { FileStorage } from '../storage/index'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_SIZE = 512
export const AVATAR_URL_PREFIX = '/media/uploads/avatars/'
/** An avatar's name, in its URL and its storage key. */
export const AVATAR_FILE_NAME = /^\d+-[0-9a-f]{24}\.webp$/
/** Larger inputs are refused before decoding: a small file can unpack into a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000

type ImageKind = 'jpeg' | 'png' | 'webp'

export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp'
  }
  return undefined
}

/** The uploaded bytes as a square WebP avatar; 415 for non-images, 422 for broken ones. */
export async function toAvatar(bytes: Buffer): Promise<Buffer> {
  const kind = sniffImage(bytes)
  if (!kind) throw new AppError('unsupported_media_type', { detail: 'avatar is not a JPEG, PNG or WebP image' })
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
    const metadata = await image.metadata()
    if (metadata.format !== kind) throw new Error(`format mismatch: ${metadata.format}`)
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer()
  } catch (error) {
    throw new AppError('validation_failed', {
      issues: { file: [{ message: 'invalid' }] },
      detail: `avatar decode failed: ${(error as Error).message}`,
      cause: error,
    })
  }
}

export function avatarKey(name: string): string {
  return `avatars/${name}`
}

/** Stores the avatar under a new name and returns its public URL. */
export async function storeAvatar(storage: FileStorage, userId: number, image: Buffer): Promise<string> {
  const name = `${userId}-${randomBytes(12).toString('hex')}.webp`
  await storage.put(avatarKey(name), image, 'image/webp')
  return `${AVATAR_URL_PREFIX}${name}`
}

/**
 * Deletes a previous avatar of ours; URLs that are not ours are left alone. The new picture is
 * already saved and shown, so a failure here leaves only an unused file behind, not an error.
 */
export async function removeAvatar(storage: FileStorage, url: string | null): Promise<void> {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return
  const name = url.slice(AVATAR_URL_PREFIX.length)
  if (!AVATAR_FILE_NAME.test(name)) return
  await storage.delete(avatarKey(name)).catch(() => undefined)
}
