import type { ImagePath } from '../../contract/schemas/common'

/** Image columns store a base path; the API exposes its two sizes. */
export function imagePaths(base: string): ImagePath {
  return { small: `${base}/small.webp`, large: `${base}/large.webp` }
}

/** A blurred preview standing in for both sizes of media the viewer may not see. */
export function blurredImagePaths(base: string): ImagePath {
  const blurred = `${base}/blur.webp`
  return { small: blurred, large: blurred }
}
