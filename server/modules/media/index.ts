/** The media module as other modules see it. */
export type { ArtRenderer } from './art-files'
export { signedMediaViewer } from './media-viewer'
export { nowSeconds, paidPicturePaths, STREAM_PREFIX, signedStreamFolder, signedStreamUrl } from './signed-urls'
export {
  ART_VARIANTS,
  type ArtKind,
  type ArtRequest,
  type ArtTheme,
  type ArtVariant,
  artPath,
  sizeOf,
} from './variants'
