/** The media module as other modules see it. */
export type { ArtTheme } from './art'
export { signedMediaViewer } from './media-viewer'
export { nowSeconds, paidPicturePaths, STREAM_PREFIX, signedStreamFolder, signedStreamUrl } from './signed-urls'
export { type ArtVariant, artPath, sizeOf } from './variants'
